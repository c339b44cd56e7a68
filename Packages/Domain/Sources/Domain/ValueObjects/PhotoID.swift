/// The identifier a source gives a photo. Opaque: compare it, never parse it.
public struct PhotoID: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as the source spells it.
    public let rawValue: String

    /// Wraps a source's identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a literal identifier, for tests and fixtures.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The raw identifier.
    public var description: String { rawValue }
}
