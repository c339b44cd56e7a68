/// The one rule for an identifier a user types back to name something at the source: a photo's id, a
/// topic's slug, a collection's id, a username. It is one word of visible characters, at most
/// ``maximumLength`` of them. The command line refuses a typed identifier that breaks it (a pasted line
/// break would become part of the address, an invisible character a "no such photo" for an id that looks
/// right), and PhotoData drops a photo, topic or collection a source lists whose identifier breaks it, so
/// every identifier a list fetched from the source shows is one a command takes.
///
/// ``PhotoID`` itself takes more (only no unprintable scalar, ``UnprintableScalars``): a favourite kept from
/// an odd source before this rule must still read back, open and be removable.
public enum TypableIdentifier {
    /// Why an identifier breaks the rule, so each caller can say it in its own words.
    public enum Refusal: Equatable, Sendable {
        /// It is empty.
        case empty
        /// It has more than ``TypableIdentifier/maximumLength`` characters (this many).
        case tooLong(characters: Int)
        /// It holds a scalar ``TypableIdentifier/refuses(_:)``.
        case refusedScalar
    }

    /// The longest identifier taken, in characters: far beyond any source's ids, slugs and usernames
    /// (Unsplash's photo ids have 11), short enough that a pasted page never becomes a request the source
    /// refuses as too long.
    public static let maximumLength = 256

    /// Why `text` is no identifier a user can type back, or `nil` when it is one.
    public static func refusal(of text: String) -> Refusal? {
        guard !text.isEmpty else { return .empty }
        // Visible ASCII alone (every id and slug a real source sends): a byte is a character, and none is
        // refused, so neither the characters need counting nor the scalars' properties looking up.
        if text.utf8.count <= maximumLength, text.utf8.allSatisfy(UnprintableScalars.isVisibleASCII) { return nil }
        let characters = text.count
        guard characters <= maximumLength else { return .tooLong(characters: characters) }
        return text.unicodeScalars.contains(where: refuses) ? .refusedScalar : nil
    }

    /// Whether `text` is an identifier a user can type back (``refusal(of:)`` finds nothing).
    public static func allows(_ text: String) -> Bool {
        refusal(of: text) == nil
    }

    /// Whether `scalar` has no place in an identifier: white space, an unprintable scalar or an invisible
    /// one (``UnprintableScalars``).
    public static func refuses(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || UnprintableScalars.includes(scalar) || UnprintableScalars.isInvisible(scalar)
    }
}
