/// The plain text of an HTML fragment, the form Unsplash writes a topic's description in
/// ("…ideas! \r\n\r\n<p>Learn more <a href=\"https://unsplash.com/blog/…\">here</a>.</p>").
///
/// Views show descriptions as text, so the markup is read here, where the source's format is known, the
/// way a browser would show it on one line: tags, comments and the contents of `<script>` and `<style>`
/// are dropped; a link keeps its words and adds its web address in brackets ("here
/// (https://unsplash.com/blog/…)"); character references (`&amp;`, `&#8217;`, `&#x2014;`) become their
/// characters (`HTMLCharacterReference`); every run of white space, line breaks and paragraph ends included,
/// becomes one space. A `<` that opens no tag ("I <3 film", "a < b", "a<b" with no `>` after it) and an `&`
/// that names no character stay as they are. The input is the source's, so any text is read without
/// failing, in linear time (`HTMLTag.end(in:openedAt:firstClose:)` says why).
enum HTMLText {
    /// The fragment as one line of plain text, trimmed; empty when it holds no words.
    static func plain(_ html: String) -> String {
        var reader = Reader(Array(html.unicodeScalars))
        return reader.read()
    }

    /// Tags that end a line or a block of text: the words on either side of them are separate.
    private static let blockNames: Set<String> = [
        "p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "td", "hr",
    ]

    /// Elements whose contents are code, not text.
    private static let hiddenNames: Set<String> = ["script", "style"]

    /// One pass over the fragment's scalars, writing the text with white space collapsed.
    private struct Reader {
        private let scalars: [Unicode.Scalar]
        private var index = 0
        private var output: [Unicode.Scalar] = []
        private var pendingSpace = false
        /// The web address of the link being read, written after its words when the link closes, and where
        /// in the output its words begin.
        private var openLink: (address: String, wordsStart: Int)?
        /// The first `>` at or after an index, once looked for: each `<` would otherwise search the rest of
        /// the text again, and a text of many `<` and no `>` would take quadratic time.
        private var firstClose: (from: Int, at: Int?)?

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func read() -> String {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "<", let end = markupEnd(from: index) {
                    index = end + 1
                } else if scalar == "&", let (character, end) = HTMLCharacterReference.decode(in: scalars, at: index) {
                    write(character)
                    index = end
                } else {
                    write(scalar)
                    index += 1
                }
            }
            return String(String.UnicodeScalarView(output))
        }

        /// When the `<` at `start` opens markup, acts on it and returns the index of its last scalar; `nil`
        /// when it is text.
        private mutating func markupEnd(from start: Int) -> Int? {
            if starts(with: "<!--", at: start) {
                // A comment runs to `-->`, or to the end of the text when nothing closes it.
                return find("-->", from: start + 4).map { $0 + 2 } ?? scalars.count - 1
            }
            if start + 1 < scalars.count, scalars[start + 1] == "?" {
                return close(after: start)  // `<?…>` is a bogus comment to a browser
            }
            guard let end = HTMLTag.end(in: scalars, openedAt: start, firstClose: close(after: start)) else { return nil }
            let tag = HTMLTag(scalars[(start + 1)..<end])
            if !tag.isClosing, HTMLText.hiddenNames.contains(tag.name) {
                // Everything up to the element's end tag is code; an element never closed hides the rest.
                return endTag(of: tag.name, from: end + 1).flatMap { close(after: $0) } ?? scalars.count - 1
            }
            read(tag)
            return end
        }

        /// Acts on one tag: a link opens or closes, a block ends a word.
        private mutating func read(_ tag: HTMLTag) {
            if tag.name == "a" {
                if tag.isClosing, let link = openLink {
                    // A link whose words are its address already shows it.
                    if !output[min(link.wordsStart, output.count)...].elementsEqual(link.address.unicodeScalars) {
                        write(" ")
                        for scalar in "(\(link.address))".unicodeScalars { write(scalar) }
                    }
                    openLink = nil
                } else if !tag.isClosing {
                    openLink = tag.webAddress.map { ($0, output.count + (pendingSpace ? 1 : 0)) }
                }
            } else if HTMLText.blockNames.contains(tag.name) {
                write(" ")
            }
        }

        /// The index of the first `>` after `start`, remembered for the `<`s that follow.
        private mutating func close(after start: Int) -> Int? {
            if let known = firstClose, known.from <= start, known.at.map({ $0 > start }) ?? true {
                return known.at
            }
            let close = scalars[(start + 1)...].firstIndex(of: ">")
            firstClose = (start, close)
            return close
        }

        /// Where the end tag of `name` (`</script>`, `</SCRIPT >`, not `</scriptx>`) next begins at or after
        /// `start`.
        private func endTag(of name: String, from start: Int) -> Int? {
            var from = start
            while let candidate = find("</\(name)", from: from, caseInsensitive: true) {
                let after = candidate + 2 + name.unicodeScalars.count
                if after == scalars.count || scalars[after].properties.isWhitespace || scalars[after] == "/" || scalars[after] == ">" {
                    return candidate
                }
                from = candidate + 1
            }
            return nil
        }

        /// Whether `text` (ASCII) is at `start`.
        private func starts(with text: String, at start: Int) -> Bool {
            let ascii = Array(text.unicodeScalars)
            return start + ascii.count <= scalars.count && scalars[start..<(start + ascii.count)].elementsEqual(ascii)
        }

        /// The index where `text` (ASCII) next begins at or after `start`; `nil` when it does not.
        private func find(_ text: String, from start: Int, caseInsensitive: Bool = false) -> Int? {
            let ascii = Array(text.unicodeScalars)
            guard let first = ascii.first, start + ascii.count <= scalars.count else { return nil }
            let fold = { (scalar: Unicode.Scalar) -> Unicode.Scalar in
                caseInsensitive && ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
            }
            var candidate = start
            while candidate + ascii.count <= scalars.count {
                if fold(scalars[candidate]) == first,
                   scalars[candidate..<(candidate + ascii.count)].lazy.map(fold).elementsEqual(ascii) {
                    return candidate
                }
                candidate += 1
            }
            return nil
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
}
