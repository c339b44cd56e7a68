import Foundation

/// A second reading of the HTML a topic's description is written in, by regular expressions, to check
/// `HTMLText` against.
enum HTMLReferenceReading {
    /// Words separated by one space, as a browser lays out text.
    static func collapsed(_ text: String) -> String {
        text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The plain text of markup without character references: a link becomes its
    /// words and address, a paragraph or break a space, other tags nothing.
    static func text(_ html: String) -> String {
        var text = html
        for (pattern, template) in [(#"<a href="([^"]*)">([^<]*)</a>"#, "$2 ($1)"), (#"</?(p|br)\s*/?>"#, " "), (#"<[^>]+>"#, "")] {
            text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        return collapsed(text)
    }
}
