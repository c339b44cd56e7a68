import Foundation

/// The plain text of an HTML fragment, the form Unsplash writes a topic's description in
/// ("…ideas! \r\n\r\n<p>Learn more <a href=\"https://unsplash.com/blog/…\">here</a>.</p>").
///
/// Views show descriptions as text, so the markup is read here, where the source's format is known:
/// tags are dropped, a link keeps its words and adds its web address in brackets ("here
/// (https://unsplash.com/blog/…)"), character references (`&amp;`, `&#8217;`, `&#x2014;`) become their
/// characters, and every run of white space, line breaks and paragraph ends included, becomes one space, as a
/// browser would lay it out. A `<` that opens no tag ("I <3 film", "a < b") and an `&` that names no
/// character stay as they are. The input is the source's, so any text is read without failing, in one pass.
enum HTMLText {
    /// The fragment as one line of plain text, trimmed; empty when it holds no words.
    static func plain(_ html: String) -> String {
        var reader = Reader(Array(html.unicodeScalars))
        return reader.read()
    }

    /// One pass over the fragment's scalars, writing the text with white space collapsed.
    private struct Reader {
        private let scalars: [Unicode.Scalar]
        private var index = 0
        private var output = String.UnicodeScalarView()
        private var pendingSpace = false
        /// The web address of the link being read, written after its words when the link closes.
        private var openLink: String?

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func read() -> String {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "<", let end = tagEnd(from: index) {
                    readTag(scalars[(index + 1)..<end])
                    index = end + 1
                } else if scalar == "&", let (character, end) = HTMLText.reference(in: scalars, at: index) {
                    write(character)
                    index = end
                } else {
                    write(scalar)
                    index += 1
                }
            }
            return String(output)
        }

        /// The index of the `>` that closes a tag opened at `start`, or `nil` when the `<` opens none (it is
        /// not followed by a letter, `/` or `!`, or nothing closes it).
        private func tagEnd(from start: Int) -> Int? {
            guard start + 1 < scalars.count else { return nil }
            let next = scalars[start + 1]
            guard next == "/" || next == "!" || next.properties.isAlphabetic else { return nil }
            return scalars[(start + 1)...].firstIndex(of: ">")
        }

        /// Acts on one tag (its text between `<` and `>`): a link opens or closes, a block ends a word.
        private mutating func readTag(_ tag: ArraySlice<Unicode.Scalar>) {
            let closing = tag.first == "/"
            let name = String(String.UnicodeScalarView(tag.drop { $0 == "/" }.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil })).lowercased()
            if name == "a" {
                if closing, let address = openLink {
                    // A link whose words are its address already shows it.
                    if !String(output).hasSuffix(address) {
                        write(" ")
                        for scalar in "(\(address))".unicodeScalars { write(scalar) }
                    }
                    openLink = nil
                } else if !closing {
                    openLink = HTMLText.webAddress(inAttributesOf: tag)
                }
            } else if HTMLText.blockNames.contains(name) {
                write(" ")
            }
        }

        /// Writes `scalar`, folding white space into one space between words.
        private mutating func write(_ scalar: Unicode.Scalar) {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                pendingSpace = !output.isEmpty
                return
            }
            if pendingSpace {
                output.append(" ")
                pendingSpace = false
            }
            output.append(scalar)
        }
    }

    /// Tags that end a line or a block of text: the words on either side of them are separate.
    private static let blockNames: Set<String> = [
        "p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "td", "hr",
    ]

    /// The characters the named references most often seen in descriptions stand for.
    private static let namedReferences: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "hellip": "…", "mdash": "—",
        "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "copy": "©", "reg": "®", "trade": "™",
    ]

    /// The character a reference at `start` (`&name;`, `&#NNN;`, `&#xHH;`) stands for, and the index after its
    /// `;`; `nil` when the `&` begins no reference. A number that is no character (0, a surrogate, past
    /// U+10FFFF) stands for U+FFFD, as in a browser.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        let longest = 12  // "&#x10FFFF;" and the longest name above fit
        let limit = min(scalars.count, start + longest)
        guard let semicolon = scalars[start..<limit].firstIndex(of: ";"), semicolon > start + 1 else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
        guard body.hasPrefix("#") else {
            return namedReferences[body].map { ($0, semicolon + 1) }
        }
        let digits = body.dropFirst()
        let hex = digits.first == "x" || digits.first == "X"
        guard let value = UInt32(hex ? String(digits.dropFirst()) : String(digits), radix: hex ? 16 : 10) else { return nil }
        let character = value == 0 ? nil : Unicode.Scalar(value)
        return (character ?? "\u{FFFD}", semicolon + 1)
    }

    /// The `href` of a link's tag when it is a web address (http or https, with no space in it); `nil`
    /// otherwise, so a `javascript:` or relative link shows only its words.
    private static func webAddress(inAttributesOf tag: ArraySlice<Unicode.Scalar>) -> String? {
        let text = String(String.UnicodeScalarView(tag))
        guard let attribute = text.range(of: "href", options: .caseInsensitive) else { return nil }
        var rest = text[attribute.upperBound...].drop(while: \.isWhitespace)
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        let value: Substring
        if let quote = rest.first, quote == "\"" || quote == "'" {
            value = rest.dropFirst().prefix { $0 != quote }
        } else {
            value = rest.prefix { !$0.isWhitespace }
        }
        let address = plain(String(value))  // the address's own references (&amp;) decoded
        let lowered = address.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), !address.contains(" "), address.count <= 2_048 else { return nil }
        return address
    }
}
