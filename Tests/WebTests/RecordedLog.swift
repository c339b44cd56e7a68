import Logging
import Synchronization

/// The lines logged through ``logger``, kept for a test to read.
final class RecordedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// A logger that keeps every message at info level and above here.
    var logger: Logger {
        Logger(label: "photolist.web.test") { [self] _ in Handler(log: self) }
    }

    /// The messages logged so far, in order.
    var messages: [String] { lines.withLock { $0 } }

    /// Appends each message to ``RecordedLog``'s lines.
    private struct Handler: LogHandler {
        let log: RecordedLog
        var logLevel = Logger.Level.info
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.lines.withLock { $0.append(event.message.description) }
        }
    }
}
