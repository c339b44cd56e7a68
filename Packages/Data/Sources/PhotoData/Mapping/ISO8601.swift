import Domain
import Foundation

/// Parses the timestamps Unsplash-compatible APIs send (`2016-05-03T11:00:28-04:00`, optionally with
/// fractional seconds or `Z`).
enum ISO8601 {
    private static let plain = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// The instant `text` names, or `nil` when it is not an ISO 8601 timestamp. The shapes every photo of
    /// Unsplash's and the demo's carries are read by Domain's `ISO8601Timestamp`, the same moment the style
    /// reads without loading ICU's calendar data; any other goes to the style.
    static func date(from text: String) -> Date? {
        ISO8601Timestamp.date(from: text) ?? (try? plain.parse(text)) ?? (try? fractional.parse(text))
    }
}
