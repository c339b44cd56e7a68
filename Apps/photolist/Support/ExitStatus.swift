/// photolist's documented exit statuses.
enum ExitStatus: Int32, Sendable {
    /// Success.
    case success = 0
    /// An unexpected failure.
    case failure = 1
    /// Invalid arguments or options.
    case usage = 2
    /// The source could not be reached, failed, or sent something unusable.
    case unavailable = 3
    /// The source refused the credentials, did not let them make the request, or rate limited it.
    case accessDenied = 4
    /// The requested item does not exist.
    case notFound = 5
    /// The library or cache file could not be used (damaged, locked, unwritable).
    case storage = 6
    /// Stopped by SIGHUP (128 + 1).
    case hungUp = 129
    /// Stopped by SIGINT (128 + 2), as a shell reports Ctrl-C.
    case interrupted = 130
    /// Stopped by SIGQUIT (128 + 3).
    case quit = 131
    /// Stopped by SIGTERM (128 + 15).
    case terminated = 143
}

extension ExitStatus {
    /// The status of a command stopped by signal `number`: 128 + the number, as a shell reports it.
    init(signal number: Int32) {
        self = ExitStatus(rawValue: 128 + number) ?? .failure
    }

    /// The signal a command was stopped by, for the statuses that say one (129, 130, 131, 143).
    var signal: Int32? {
        self == .hungUp || self == .interrupted || self == .quit || self == .terminated ? rawValue - 128 : nil
    }
}
