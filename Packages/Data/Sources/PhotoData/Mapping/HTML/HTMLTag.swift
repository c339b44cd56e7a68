/// One tag of an HTML fragment, read from the text between its `<` and `>`: its name, whether it closes an
/// element, and its attributes, in the way a browser splits them (names case-insensitive, values quoted
/// with `"` or `'` or bare, the first of two same-named attributes kept).
struct HTMLTag {
    /// The element's name, lowercased ("a", "p"); empty for a comment or declaration (`<!…>`).
    let name: String
    /// Whether it is an end tag (`</a>`).
    let isClosing: Bool
    /// Its attributes, lowercased names to values, references left as written.
    let attributes: [String: String]

    /// Reads the text between `<` and `>`.
    init(_ text: ArraySlice<Unicode.Scalar>) {
        var index = text.startIndex
        isClosing = text.first == "/"
        if isClosing { index += 1 }
        // As the tokenizer reads it: the name runs to white space or `/` (`<p-x>` is no `<p>`).
        let nameEnd = text[index...].firstIndex { $0.properties.isWhitespace || $0 == "/" } ?? text.endIndex
        name = String(String.UnicodeScalarView(text[index..<nameEnd])).lowercased()
        guard text.first != "!" else {
            attributes = [:]
            return
        }
        var attributes: [String: String] = [:]
        index = nameEnd
        while index < text.endIndex {
            while index < text.endIndex, text[index].properties.isWhitespace || text[index] == "/" { index += 1 }
            let attributeStart = index
            while index < text.endIndex, !text[index].properties.isWhitespace, text[index] != "=", text[index] != "/" { index += 1 }
            let attribute = String(String.UnicodeScalarView(text[attributeStart..<index])).lowercased()
            var value = ""
            let equals = text[index...].firstIndex { !$0.properties.isWhitespace }
            if let equals, text[equals] == "=" {
                index = text[(equals + 1)...].firstIndex { !$0.properties.isWhitespace } ?? text.endIndex
                if index < text.endIndex, text[index] == "\"" || text[index] == "'" {
                    let quote = text[index]
                    let valueEnd = text[(index + 1)...].firstIndex(of: quote) ?? text.endIndex
                    value = String(String.UnicodeScalarView(text[(index + 1)..<valueEnd]))
                    index = min(valueEnd + 1, text.endIndex)
                } else {
                    let valueEnd = text[index...].firstIndex { $0.properties.isWhitespace } ?? text.endIndex
                    value = String(String.UnicodeScalarView(text[index..<valueEnd]))
                    index = valueEnd
                }
            }
            if !attribute.isEmpty, attributes[attribute] == nil { attributes[attribute] = value }
        }
        self.attributes = attributes
    }

    /// The index of the `>` that ends a tag opened by the `<` at `start`: the first one outside a quoted
    /// attribute value. When quotes leave no `>` to end it, the tag runs to the end of the text, as a browser
    /// reads it, and the text after it is not shown. `nil` when the `<` opens no tag: it is not followed by
    /// an ASCII letter, `/` or `!`, or no `>` follows at all (`firstClose`, which the caller knows), so "a<b"
    /// stays text.
    ///
    /// Each scan ends at the end of its tag, and the reader moves past it: a fragment is read in linear time.
    static func end(in scalars: [Unicode.Scalar], openedAt start: Int, firstClose: Int?) -> Int? {
        guard start + 1 < scalars.count, let firstClose else { return nil }
        let next = scalars[start + 1]
        guard next == "/" || next == "!" || isASCIILetter(next) else { return nil }
        if next == "!" { return firstClose }  // a comment or declaration: no attributes to quote
        var quote: Unicode.Scalar?
        var valueMayOpen = false  // just after `=` and any white space, where a quoted value may begin
        for index in (start + 1)..<scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if valueMayOpen, scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return index
            }
            valueMayOpen = quote == nil && (scalar == "=" || valueMayOpen && scalar.properties.isWhitespace)
        }
        return scalars.count - 1
    }

    /// Whether `scalar` is a letter a tag's name may begin with: ASCII only, so "日本<東京>" is text.
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The `href` of a link when it is a web address (http or https, with no space in it, its references
    /// decoded); `nil` otherwise, so a `javascript:` or relative link shows only its words.
    var webAddress: String? {
        guard let href = attributes["href"] else { return nil }
        let address = HTMLText.plain(href)
        let lowered = address.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), !address.contains(" "), address.count <= 2_048 else { return nil }
        return address
    }
}
