import CTerminalGuard
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The terminal in raw mode on the alternate screen, with the cursor hidden, for as long as the browser
/// runs. ``close()`` gives it back exactly as it was; so do exit, SIGTERM, SIGINT and a crash, through the
/// C guard's signal handlers (see `terminal_guard.h`). A stopping signal is first handed to the browser
/// as ``TerminalEvent/stopRequested``, so it ends as if the user had quit.
public final class RawTerminal: Sendable {
    /// Why raw mode could not be entered; the app chooses the exit status.
    public enum SetupFailure: Error, Sendable {
        /// Standard input or output is not a terminal.
        case notATerminal
        /// The terminal belongs to another process group: photolist runs as a background job (`&`, or under
        /// `timeout` without `--foreground`), where reading keys fails or stops the process.
        case notInForeground
        /// The terminal is not the session's controlling terminal: photolist runs in a session that has none
        /// (`setsid`, `su -c`), or was given another terminal than its own; the window's resizes and Ctrl-Z
        /// would never reach it.
        case noControllingTerminal
        /// The terminal refused raw mode; `reason` is the C library's text for `errno`.
        case rawModeRefused(reason: String)

        /// The line to show the user.
        public var message: String {
            switch self {
            case .notATerminal: "the interactive browser needs a terminal on standard input and output"
            case .notInForeground:
                "the interactive browser needs the terminal to itself, but runs as a background job; run it in the foreground (without &; under timeout, add --foreground)"
            case .noControllingTerminal:
                "the interactive browser needs its terminal to be this session's controlling terminal, and it is not (setsid and su -c start a session without one); run it from the terminal's shell, or with su --pty"
            case .rawModeRefused(let reason): "cannot switch the terminal to raw mode: \(reason)"
            }
        }
    }

    /// Alternate screen, hidden cursor, no line wrap, mouse clicks and wheel reported (SGR 1006), pastes
    /// bracketed (2004, so pasted text reaches ``KeyDecoder`` as text, not keys), cleared.
    private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
    /// Colours reset, bracketed paste and mouse reports off, synchronized output ended, line wrap on, cursor
    /// shown, the alternate screen cleared, main screen back. The clearing matters where the window grew
    /// while the browser ran: tmux then restores only the main screen's old height, and the rows below it
    /// kept the alternate screen's text, which the shell's next lines pushed into its scrollback.
    private static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2026l\u{1B}[?7h\u{1B}[?25h\u{1B}[2J\u{1B}[?1049l"

    private let input = STDIN_FILENO
    private let output = STDOUT_FILENO
    /// What was typed while photolist started, before raw mode: read on entering it, before the terminal is
    /// asked anything (its answers come on the same input), and given to the key reader first.
    private let typedAhead: [UInt8]
    /// What ``querying()`` read while the terminal was asked, replies and keys typed meanwhile.
    private let readByQueries = Mutex<[UInt8]>([])

    /// Enters raw mode. Of SIGTERM, SIGINT, SIGHUP and SIGQUIT, those in `stoppingSignals` stop the browser
    /// cleanly (``stopSignal``); any other keeps its disposition, so one ignored when photolist started
    /// stays ignored.
    /// - Throws: ``SetupFailure`` when standard input or output is not a terminal or cannot be set up.
    public init(stoppingSignals: [Int32]) throws(SetupFailure) {
        guard isatty(input) == 1, isatty(output) == 1 else {
            throw .notATerminal
        }
        let foreground = tcgetpgrp(input)
        guard foreground >= 0 || errno != ENOTTY else {
            throw .noControllingTerminal  // a terminal, but not this session's
        }
        guard foreground == getpgrp() else {
            throw .notInForeground
        }
        guard photolist_terminal_enter(input, Self.enterSequence, Self.leaveSequence, stoppingSignals, stoppingSignals.count) == 0 else {
            throw .rawModeRefused(reason: String(cString: strerror(errno)))
        }
        var typed = [UInt8](repeating: 0, count: 4_096)
        let count = photolist_terminal_typed_ahead(&typed, typed.count)
        typedAhead = Array(typed.prefix(count))
    }

    /// Restores the terminal. Safe to call more than once.
    public func close() {
        photolist_terminal_wake()
        photolist_terminal_leave()
    }

    /// The stopping signal (SIGTERM, SIGINT, SIGHUP, SIGQUIT) that ended the browser, if one did: the
    /// first one while in raw mode arrives as ``TerminalEvent/stopRequested`` instead of ending the
    /// process, so the browser can cancel its downloads first; a second one ends the process at once.
    public static var stopSignal: Int32? {
        let number = photolist_terminal_stop_signal()
        return number == 0 ? nil : number
    }

    /// The window's size; 80×24 if the terminal does not say.
    var size: TerminalSize {
        Terminal.size(of: output) ?? TerminalSize(rows: 24, columns: 80)
    }

    /// Stops the process (Ctrl-Z): the terminal is given back first and taken again on `fg`, which then
    /// reports a ``TerminalEvent/resize`` so the browser repaints.
    func suspend() {
        photolist_terminal_suspend()
    }

    /// Writes `text` in full.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Asks this terminal questions (how it draws pictures) before ``events()`` reads its keys: a key typed
    /// while it answers is kept, and read as a key with the first events.
    public func querying() -> DescriptorQuerying {
        DescriptorQuerying(input: input, output: output) { bytes in self.readByQueries.withLock { $0 += bytes } }
    }

    /// Keys, resizes and the end of input, read on a dedicated thread until ``close()``; the first keys
    /// are those typed before raw mode, then those typed while the terminal was asked.
    func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
        let whileAsked = TerminalReplies(parsing: readByQueries.withLock { $0 }).typed
        let (input, events, typedAhead) = (self.input, photolist_terminal_event_fd(), self.typedAhead + whileAsked)
        let thread = Thread { TerminalReader(input: input, events: events, continuation: continuation).run(typedAhead: typedAhead) }
        thread.name = "photolist.keys"
        thread.start()
        return stream
    }
}

/// Rows and columns of a terminal window.
public struct TerminalSize: Equatable, Sendable {
    /// Lines.
    let rows: Int
    /// Cells per line.
    let columns: Int
}

/// The blocking read loop behind ``RawTerminal/events()``: polls standard input and the guard's event
/// descriptor, decodes keys, waits 25 ms after a lone ESC before calling it the Escape key, and ends a
/// paste that has had no byte for `KeyDecoder.pasteStall`.
private struct TerminalReader {
    let input: Int32
    let events: Int32
    let continuation: AsyncStream<TerminalEvent>.Continuation

    /// Reads keys until the end of input or a wake, starting with `typedAhead`, typed before raw mode.
    func run(typedAhead: [UInt8]) {
        var decoder = KeyDecoder()
        decoder.feed(typedAhead).forEach { continuation.yield(.key($0)) }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let clock = ContinuousClock()
        // When the paste under way got its last byte: its stall counts from there, whatever else woke the loop.
        var lastInput = clock.now
        // Whether the last read failed with EIO and was tried again with the terminal in the foreground
        // already: one more such failure ends the reading rather than spinning.
        var retriedInForeground = false
        defer { continuation.finish() }
        while true {
            var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: events, events: Int16(POLLIN), revents: 0)]
            let timeout: Int32 = if decoder.hasPending {
                25
            } else if decoder.isPasting {
                Self.milliseconds(KeyDecoder.pasteStall - (clock.now - lastInput))
            } else {
                -1
            }
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.endOfInput)
                return
            }
            if ready == 0 {
                if !decoder.isPasting {
                    decoder.flush().forEach { continuation.yield(.key($0)) }
                } else if clock.now - lastInput >= KeyDecoder.pasteStall {
                    decoder.endStalledPaste().forEach { continuation.yield(.key($0)) }
                }
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                var byte: UInt8 = 0
                while read(events, &byte, 1) == 1 {
                    if byte == UInt8(ascii: "x") { return }
                    continuation.yield(byte == UInt8(ascii: "s") ? .stopRequested : .resize)
                }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(input, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                // Continued in the background, where the read fails with EIO: stopped until `fg`, then read again.
                if count < 0 && errno == EIO {
                    switch photolist_terminal_stop_if_background() {
                    case 1: continue
                    case 2 where !retriedInForeground:
                        retriedInForeground = true
                        continue
                    default: break
                    }
                }
                guard count > 0 else {
                    continuation.yield(.endOfInput)
                    return
                }
                lastInput = clock.now
                retriedInForeground = false
                decoder.feed(buffer[..<count]).forEach { continuation.yield(.key($0)) }
            }
        }
    }

    /// `duration` as a poll(2) timeout: whole milliseconds, rounded up, at least 1 (0 would not wait).
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(1, milliseconds))
    }
}
