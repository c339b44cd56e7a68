package import Foundation

extension Duration {
    /// Whole milliseconds, as curl's `_MS` options take them.
    package var milliseconds: Int {
        Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000)
    }

    /// The duration in seconds, as Foundation's time intervals take it.
    package var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
