/// The one rule for an identifier a user types back to name something at the source: a photo's id, a
/// topic's slug, a collection's id, a username. It is one word of visible characters, at most
/// ``maximumLength`` of them. The command line refuses a typed identifier that breaks it (a pasted line
/// break would become part of the address, an invisible character a "no such photo" for an id that looks
/// right), and PhotoData drops a listed photo, topic or collection whose identifier breaks it, so every
/// identifier a list shows is one a command takes.
///
/// ``PhotoID`` itself takes more (only no unprintable scalar, ``UnprintableScalars``): a favourite kept from
/// an odd source before this rule must still read back, and be removable.
public enum TypableIdentifier {
    /// The longest identifier taken, in characters: far beyond any source's ids, slugs and usernames
    /// (Unsplash's photo ids have 11), short enough that a pasted page never becomes a request the source
    /// refuses as too long.
    public static let maximumLength = 256

    /// Whether `text` is an identifier a user can type back: not empty, at most ``maximumLength``
    /// characters, and no scalar ``refuses(_:)``.
    public static func allows(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains(where: refuses) && text.count <= maximumLength
    }

    /// Whether `scalar` has no place in an identifier: white space, an unprintable scalar or an invisible
    /// one (``UnprintableScalars``).
    public static func refuses(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || UnprintableScalars.includes(scalar) || UnprintableScalars.isInvisible(scalar)
    }
}
