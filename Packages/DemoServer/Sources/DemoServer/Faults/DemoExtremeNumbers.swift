import Foundation

/// The `extreme-numbers` fault's rewrite: numbers in a list, search or detail body replaced by values that
/// overflow, divide by zero or only fit a `Double`, at fixed positions so every run sends the same bytes.
enum DemoExtremeNumbers {
    /// What the photo at position `p` of a page gets, by `p % rows.count`: JSON number tokens by key. The
    /// detail's single photo is position 0.
    static let rows: [KeyValuePairs<String, String>] = [
        ["width": "1", "height": "1e18", "downloads": "99999999999999999999", "views": "-1"],
        ["likes": "9223372036854775807"],
        ["width": "0"],
        ["width": "-1", "height": "-1", "likes": "-1"],
        ["height": "1e300", "likes": "18446744073709551616"],
    ]

    /// The quota header's replacement: a reset `Int64.max` seconds after 1970.
    static let rateLimitReset = ("X-Ratelimit-Reset", "9223372036854775807")

    /// `body` with the numbers of its photos (a top-level array, search's `results`, or one photo object)
    /// rewritten as ``rows`` says; nil when it is not JSON of those shapes.
    static func rewriting(_ body: [UInt8]) -> [UInt8]? {
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(body)) else { return nil }
        var tokens: [String] = []
        // Each hostile number goes in as a unique placeholder string, then replaces it in the serialised
        // bytes: JSONSerialization cannot write `1e18` or 2^64 as they must appear.
        func rewrite(_ photo: Any, at position: Int) -> Any {
            guard var object = photo as? [String: Any] else { return photo }
            for (key, token) in rows[position % rows.count] where object[key] != nil {
                object[key] = "\(placeholderPrefix)\(tokens.count)"
                tokens.append(token)
            }
            return object
        }
        let rewritten: Any
        if let photos = parsed as? [Any] {
            rewritten = photos.enumerated().map { rewrite($1, at: $0) }
        } else if var page = parsed as? [String: Any], let results = page["results"] as? [Any] {
            page["results"] = results.enumerated().map { rewrite($1, at: $0) }
            rewritten = page
        } else if let photo = parsed as? [String: Any], photo["id"] != nil {
            rewritten = rewrite(photo, at: 0)
        } else {
            return nil
        }
        guard let data = try? JSONSerialization.data(withJSONObject: rewritten, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return nil
        }
        var text = String(decoding: data, as: UTF8.self)
        for (index, token) in tokens.enumerated() {
            text = text.replacingOccurrences(of: "\"\(placeholderPrefix)\(index)\"", with: token)
        }
        return Array(text.utf8)
    }

    private static let placeholderPrefix = "demo-extreme-number-"
}
