/// Validated search text (normalised by ``normalized(_:)``, not empty, at most 100 characters) and the
/// optional filters that narrow the results.
public struct SearchQuery: Hashable, Sendable, CustomStringConvertible {
    /// The longest query accepted, in characters.
    public static let maximumLength = 100

    /// The normalised text.
    public let text: String
    /// Only photos of this shape, when set.
    public let orientation: Orientation?
    /// Only photos dominated by this colour, when set.
    public let color: ColorFilter?

    /// Validates and normalises `text`.
    /// - Throws: ``DomainError/invalidRequest(_:)`` when the text is blank or too long.
    public init(_ text: String, orientation: Orientation? = nil, color: ColorFilter? = nil) throws(DomainError) {
        let normalized = Self.normalized(text)
        guard !normalized.isEmpty else {
            throw .invalidRequest("the search query is empty")
        }
        guard normalized.count <= Self.maximumLength else {
            throw .invalidRequest("the search query is longer than \(Self.maximumLength) characters (\(normalized.count))")
        }
        self.text = normalized
        self.orientation = orientation
        self.color = color
    }

    /// The normalised text.
    public var description: String { text }

    /// `text` as a query made from it carries it: each run of white space and control characters (a tab,
    /// a line break, an escape) one space, and none at either end; invisible format characters (a
    /// zero-width space, a word joiner, a byte-order mark, direction marks and overrides) dropped. Texts
    /// that differ only there look the same and are one search, sent and recorded once, and a pasted escape
    /// sequence's ESC is not sent as part of a word.
    public static func normalized(_ text: String) -> String {
        var normalized = ""
        var separated = false
        for character in text where !character.unicodeScalars.allSatisfy(isInvisibleFormat) {
            if character.isWhitespace || character.unicodeScalars.allSatisfy(UnprintableScalars.isControl) {
                separated = !normalized.isEmpty
            } else {
                if separated { normalized.append(" ") }
                separated = false
                normalized.append(character)
            }
        }
        return normalized
    }

    /// Format characters that draw nothing and join nothing: U+200B, U+200E–200F, U+202A–202E,
    /// U+2060–2064, U+2066–2069, U+FEFF. (Zero-width joiners stay: emoji sequences are made of them.)
    private static func isInvisibleFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x200E...0x200F, 0x2060...0x2064, 0xFEFF: true
        default: UnprintableScalars.isBidirectionalControl(scalar)
        }
    }
}
