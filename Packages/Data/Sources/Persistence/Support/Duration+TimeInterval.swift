import Foundation

extension Duration {
    /// The span in seconds, as Foundation and SQLite's busy handler take it.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
