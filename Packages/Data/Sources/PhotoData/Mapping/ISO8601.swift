import Foundation

/// Parses the timestamps Unsplash-compatible APIs send (`2016-05-03T11:00:28-04:00`, optionally with
/// fractional seconds or `Z`).
enum ISO8601 {
    private static let plain = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// The instant `text` names, or `nil` when it is not an ISO 8601 timestamp.
    static func date(from text: String) -> Date? {
        (try? plain.parse(text)) ?? (try? fractional.parse(text))
    }
}
