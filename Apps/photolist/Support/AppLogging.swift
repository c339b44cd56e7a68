import Logging

/// Sends swift-log output to standard error (standard output carries tables and JSON), at debug level
/// with `--verbose` and warnings only otherwise; or nowhere, while the interactive browser draws on the
/// terminal standard error would write to.
enum AppLogging {
    /// Configures logging for this process (once: swift-log allows one bootstrap).
    static func bootstrap(verbose: Bool, silenced: Bool = false) {
        if silenced {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
            return
        }
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = verbose ? .debug : .warning
            return handler
        }
    }
}
