/// The identifier a source gives a photo. Opaque: compare it, never parse it. Never empty: an item
/// without an id is not a photo (decoding an empty one fails too).
public struct PhotoID: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as the source spells it.
    public let rawValue: String

    /// Wraps a source's identifier; `nil` when it is empty or holds a scalar no view shows
    /// (``UnprintableScalars``: a control character or a bidirectional control). So every id a view shows is
    /// the id itself, and a user can type back what they see (`favorites remove`).
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, !rawValue.unicodeScalars.contains(where: UnprintableScalars.includes) else { return nil }
        self.rawValue = rawValue
    }

    /// Wraps a literal identifier, for tests and fixtures; the literal must not be empty.
    public init(stringLiteral value: String) {
        precondition(!value.isEmpty, "a PhotoID is never empty")
        self.rawValue = value
    }

    /// The raw identifier.
    public var description: String { rawValue }
}
