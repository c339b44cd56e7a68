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
    /// The source refused the credentials or rate limited the request.
    case accessDenied = 4
    /// The requested item does not exist.
    case notFound = 5
    /// The library or cache file could not be used (damaged, locked, unwritable).
    case storage = 6
}
