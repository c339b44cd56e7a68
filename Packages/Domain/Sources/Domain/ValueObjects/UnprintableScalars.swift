/// The one rule for which Unicode scalars of a source's text no view passes on as they are and no identifier
/// holds: the control characters (C0 U+0000–001F, DEL U+007F, C1 U+0080–009F), which a terminal reads as
/// commands (ESC starts a sequence, U+009B alone is one), and the bidirectional embeddings, overrides and
/// isolates (U+202A–202E, U+2066–2069), which reorder the text after them on a screen or a page ("Trojan
/// Source"). ``PhotoID`` refuses an id holding one; the terminal and the web view drop them from the text
/// they show, except the white space each keeps in its own way (the terminal turns tab and line breaks
/// into spaces; the web view keeps tab and newline).
public enum UnprintableScalars {
    /// Whether `scalar` is a control character or a bidirectional control.
    public static func includes(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isBidirectionalControl(scalar)
    }

    /// Whether `scalar` is a control character: C0, DEL or C1 (Unicode's category Cc).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Whether `scalar` draws nothing where it stands: Unicode's default-ignorable code points (a zero-width
    /// space or joiner, a byte-order mark, a soft hyphen, a variation selector, the Hangul filler). A text
    /// of nothing else shows as nothing, and an identifier holding one looks like another.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Whether `byte` is visible ASCII (`!` to `~`): a whole scalar, and one that shows, being no white
    /// space, no control and not invisible. Most text a source sends is made of these, so a check of its
    /// bytes spares the Unicode property lookups that ``isInvisible(_:)`` and white space need.
    public static func isVisibleASCII(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }

    /// Whether `scalar` is a bidirectional embedding, override or isolate (U+202A–202E, U+2066–2069). These
    /// are format characters, not controls, by Unicode's categories, so a check for controls lets them by.
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
