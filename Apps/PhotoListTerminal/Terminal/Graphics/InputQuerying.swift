import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal questions from a printing command (`show --image`): standard input is switched out of
/// line mode and echo for the moment of asking, and what is unread is discarded before it is switched
/// back, so the answers are neither shown nor left for the shell (keys typed in those 150 ms go too).
public enum InputQuerying {
    /// Runs `body` with a ``TerminalQuerying`` on standard input and output when both are terminals (input
    /// without line buffering or echo meanwhile), else with `nil`.
    public static func withTerminal<Value>(_ body: ((any TerminalQuerying)?) throws -> Value) rethrows -> Value {
        var saved = termios()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
            return try body(nil)
        }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return try body(nil) }
        defer {
            // An answer that came after the wait would otherwise be echoed and left for the shell to read.
            tcflush(STDIN_FILENO, TCIFLUSH)
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        }
        return try body(DescriptorQuerying())
    }
}
