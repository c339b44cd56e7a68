public import Logging
import Synchronization

/// Collects log messages in memory, for tests that check what is (and is not) logged.
public final class LogSink: Sendable {
    /// Creates an empty sink.
    public init() {}

    private let messages = Mutex<[String]>([])

    /// Every message logged so far, oldest first.
    public var lines: [String] { messages.withLock { $0 } }

    /// A logger at trace level whose messages land in this sink.
    public var logger: Logger {
        var logger = Logger(label: "test") { _ in Handler(sink: self) }
        logger.logLevel = .trace
        return logger
    }

    fileprivate func append(_ line: String) {
        messages.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let sink: LogSink
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            sink.append("\(event.message)")
        }
    }
}
