/// Validated search text (trimmed of surrounding white space, not empty, at most 100 characters) and the
/// optional filters that narrow the results.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The longest query accepted, in characters.
    public static let maximumLength = 100

    /// The trimmed text.
    public let text: String
    /// Only photos of this shape, when set.
    public let orientation: Orientation?
    /// Only photos dominated by this colour, when set.
    public let color: ColorFilter?

    /// Validates and trims `text`.
    /// - Throws: ``DomainError/invalidRequest(_:)`` when the text is blank or too long.
    public init(_ text: String, orientation: Orientation? = nil, color: ColorFilter? = nil) throws(DomainError) {
        let trimmed = Self.trimmed(text)
        guard !trimmed.isEmpty else {
            throw .invalidRequest("the search query is empty")
        }
        guard trimmed.count <= Self.maximumLength else {
            throw .invalidRequest("the search query is longer than \(Self.maximumLength) characters (\(trimmed.count))")
        }
        self.text = trimmed
        self.orientation = orientation
        self.color = color
    }

    /// The trimmed text.
    public var description: String { text }

    /// `text` without surrounding white space: the text a query made from it would carry.
    public static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
