import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal questions from a printing command (`show --image`): standard input is switched out of
/// line mode and echo for the moment of asking, so the answers are neither shown nor left for the shell.
enum InputQuerying {
    /// Runs `body` with a ``TerminalQuerying`` on standard input and output when both are terminals (input
    /// without line buffering or echo meanwhile), else with `nil`.
    static func withTerminal<Value>(_ body: ((any TerminalQuerying)?) throws -> Value) rethrows -> Value {
        var saved = termios()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
            return try body(nil)
        }
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return try body(nil) }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        return try body(DescriptorQuerying())
    }
}
