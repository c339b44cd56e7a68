import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// ``TerminalQuerying`` over the terminal's file descriptors. Replies only arrive byte by byte while the
/// terminal is in raw mode (``RawTerminal``) and nobody else reads its input, so ask before the key
/// reader starts. Waiting is `poll(2)` with the time left, never a sleep: a quick terminal answers in a
/// millisecond, a silent one costs the timeout once.
public struct DescriptorQuerying: TerminalQuerying, Sendable {
    /// Where replies come from (standard input).
    let input: Int32
    /// Where queries go (standard output).
    let output: Int32
    /// Is given everything each read took from `input`: keys typed meanwhile are among it.
    private let keep: @Sendable ([UInt8]) -> Void

    /// Queries on `output`, replies from `input`; `keep` is given every read's bytes.
    init(input: Int32, output: Int32, keep: @escaping @Sendable ([UInt8]) -> Void = { _ in }) {
        self.input = input
        self.output = output
        self.keep = keep
    }

    /// Queries on standard output, replies from standard input: the terminal the browser runs in.
    public init() {
        self.init(input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    /// Writes `bytes` in full (retrying interrupted writes); gives up silently on an error.
    public func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.write(output, base + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Polls `input` for the time left until `timeout`, reading whatever arrives, until `isComplete`.
    public func read(until isComplete: ([UInt8]) -> Bool, timeout: Duration) -> [UInt8] {
        let received = readReplies(until: isComplete, timeout: timeout)
        keep(received)
        return received
    }

    private func readReplies(until isComplete: ([UInt8]) -> Bool, timeout: Duration) -> [UInt8] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while true {
            let left = clock.now.duration(to: deadline)
            guard left > .zero else { return received }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.milliseconds(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return received }
            let count = Glibc.read(input, &buffer, buffer.count)
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return received }
            received += buffer[..<count]
            if isComplete(received) { return received }
        }
    }

    /// `duration` in whole milliseconds, rounded up so a wait never ends early.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: total)
    }
}
