public import Presentation

/// What the user reads once the web server has stopped (``WebServer/run(until:onListening:)``): the
/// tabs' downloads the stop cancelled, and the favourite changes the store refused after no tab was left
/// to say so.
public struct WebServerEnd: Sendable {
    /// One line per tab whose downloads were cancelled by the stop.
    public let cancelledDownloads: [String]
    /// The favourite changes still on their way at the stop that failed, or `nil`: the server did not
    /// end as the tabs showed it would, which the exit status says too.
    public let unstoredFavorites: ErrorDisplay?
}
