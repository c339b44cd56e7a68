import Foundation

/// The plain text of HTML fragments as Python's own HTML parser (`html.parser`) reads them: the independent
/// reading the topics' descriptions, which the source writes in HTML, are checked against. A link keeps its
/// words and adds its web address in brackets; a paragraph or line break separates words; character
/// references are decoded; comments and scripts are dropped; white space collapses to one space.
enum PythonHTMLReading {
    private static let script = #"""
    from html.parser import HTMLParser
    from json import dumps, load
    from sys import stdin

    class Reader(HTMLParser):
        BLOCKS = {"p", "br", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "td", "hr"}

        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.text, self.link, self.words_start, self.hidden = "", None, 0, False

        def handle_starttag(self, tag, attrs):
            if tag == "a":
                href = next((value for name, value in attrs if name == "href"), None) or ""
                self.link = href if href.lower().startswith(("http://", "https://")) and " " not in href else None
                self.words_start = len(self.text)
            elif tag in ("script", "style"):
                self.hidden = True
            elif tag in self.BLOCKS:
                self.text += " "

        def handle_endtag(self, tag):
            if tag == "a" and self.link:
                if " ".join(self.text[self.words_start:].split()) != self.link:
                    self.text += " (" + self.link + ")"
                self.link = None
            elif tag in ("script", "style"):
                self.hidden = False
            elif tag in self.BLOCKS:
                self.text += " "

        def handle_data(self, data):
            if not self.hidden:
                self.text += data

    def plain(fragment):
        reader = Reader()
        reader.feed(fragment)
        reader.close()
        return " ".join(reader.text.split())

    print(dumps([plain(fragment) for fragment in load(stdin)]))
    """#

    /// Each fragment's plain text, in order; `nil` for a fragment with no words.
    static func plainTexts(_ fragments: [String]) throws -> [String?] {
        let input = try JSONSerialization.data(withJSONObject: fragments)
        let output = try PictureSamples.run("/usr/bin/python3", ["-c", script], input: input)
        let texts = try JSONSerialization.jsonObject(with: output) as? [String] ?? []
        return texts.map { $0.isEmpty ? nil : $0 }
    }
}
