import Logging

/// Sends swift-log output to standard error (standard output carries tables and JSON), at debug level
/// with `--verbose` and warnings only otherwise.
enum AppLogging {
    /// Configures logging for this process.
    static func bootstrap(verbose: Bool) {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .debug : .warning
            return handler
        }
    }
}
