/// Character references in HTML text, in the forms an editor writes: `&name;` for the names listed here,
/// `&#NNN;` and `&#xHH;` (at most 12 characters in all). A browser reads a few more (some names without
/// their `;`, `&AMP;`, numbers padded with many zeros); here those stay as written.
enum HTMLCharacterReference {
    /// The named references most often written in descriptions; any other name stays as written.
    private static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "hellip": "…", "mdash": "—",
        "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
        "copy": "©", "reg": "®", "trade": "™", "deg": "°", "middot": "·", "bull": "•", "times": "×", "euro": "€",
        "eacute": "é", "egrave": "è", "aacute": "á", "agrave": "à", "oacute": "ó", "uacute": "ú", "iacute": "í",
        "ntilde": "ñ", "ccedil": "ç", "auml": "ä", "ouml": "ö", "uuml": "ü", "szlig": "ß",
    ]

    /// What a browser makes of `&#128;`…`&#159;`: the Windows-1252 characters those bytes stood for, since
    /// pages written in that encoding were converted number by number. Five have none and stay as they are.
    private static let windows1252: [Unicode.Scalar] = [
        "€", "\u{81}", "‚", "ƒ", "„", "…", "†", "‡", "ˆ", "‰", "Š", "‹", "Œ", "\u{8D}", "Ž", "\u{8F}",
        "\u{90}", "‘", "’", "“", "”", "•", "–", "—", "˜", "™", "š", "›", "œ", "\u{9D}", "ž", "Ÿ",
    ]

    /// The character a reference at `start` (`&name;`, `&#NNN;`, `&#xHH;`) stands for, and the index after
    /// its `;`; `nil` when the `&` begins no reference (a name not known, digits that are not digits, no `;`
    /// near). A number that is no character (0, a surrogate, past U+10FFFF) stands for U+FFFD, as in a
    /// browser.
    static func decode(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        let longest = 12  // "&#x10FFFF;" and the longest name above fit
        let limit = min(scalars.count, start + longest)
        guard let semicolon = scalars[start..<limit].firstIndex(of: ";"), semicolon > start + 1 else { return nil }
        let body = scalars[(start + 1)..<semicolon]
        guard body.first == "#" else {
            return named[String(String.UnicodeScalarView(body))].map { ($0, semicolon + 1) }
        }
        let isHex = body.dropFirst().first == "x" || body.dropFirst().first == "X"
        let digits = body.dropFirst(isHex ? 2 : 1)
        // Digits only: `UInt32(_:radix:)` would also take a sign, which a browser does not.
        let isDigit = { (scalar: Unicode.Scalar) in
            ("0"..."9").contains(scalar) || isHex && (("a"..."f").contains(scalar) || ("A"..."F").contains(scalar))
        }
        guard !digits.isEmpty, digits.allSatisfy(isDigit),
              let value = UInt32(String(String.UnicodeScalarView(digits)), radix: isHex ? 16 : 10)
        else { return nil }
        if (0x80...0x9F).contains(value) { return (windows1252[Int(value - 0x80)], semicolon + 1) }
        let character = value == 0 ? nil : Unicode.Scalar(value)
        return (character ?? "\u{FFFD}", semicolon + 1)
    }
}
