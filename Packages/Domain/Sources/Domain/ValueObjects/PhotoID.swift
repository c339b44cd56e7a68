/// The identifier a source gives a photo. Opaque: compare it, never parse it. Never empty: an item
/// without an id is not a photo (decoding an empty one fails too).
public struct PhotoID: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as the source spells it.
    public let rawValue: String

    /// Wraps a source's identifier; `nil` when it is empty.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
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
