/// The identifier a source gives a photo. Opaque: compare it, never parse it. Never empty: an item
/// without an id is not a photo (decoding an empty one fails too).
public struct PhotoID: RawRepresentable, Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The identifier exactly as the source spells it.
    public let rawValue: String

    /// Wraps a source's identifier; `nil` when it is empty or holds a control character (C0, DEL, C1) or a
    /// bidirectional control (U+202A–202E, U+2066–2069). Those are what a view must drop before printing, so
    /// every id a view shows is the id itself, and a user can type back what they see (`favorites remove`).
    public init?(rawValue: String) {
        guard !rawValue.isEmpty, !rawValue.unicodeScalars.contains(where: Self.isUnprintable) else { return nil }
        self.rawValue = rawValue
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Wraps a literal identifier, for tests and fixtures; the literal must not be empty.
    public init(stringLiteral value: String) {
        precondition(!value.isEmpty, "a PhotoID is never empty")
        self.rawValue = value
    }

    /// The raw identifier.
    public var description: String { rawValue }
}
