import Foundation
@testable import PhotoData
import Testing

/// A topic's description, which the source writes in HTML, read as one line of plain text.
@Suite("HTML fragments read as plain text")
struct HTMLTextTests {
    @Test("given the markup the source writes, when read, then tags go, a link keeps its words and web address, references become characters and space collapses", arguments: [
        ("ideas! \r\n\r\n<p>Learn more <a href=\"https://unsplash.com/blog/x/\">here</a>. </p>", "ideas! Learn more here (https://unsplash.com/blog/x/)."),
        ("<b>Bold</b> and <i>slanted</i>", "Bold and slanted"),
        ("one<br>two<br/>three</p><p>four", "one two three four"),
        ("Food &amp; Drink &#8212; caf&#xE9;s &lt;3 &quot;ok&quot;", "Food & Drink — cafés <3 \"ok\""),
        ("Fish & chips, a < b, I <3 film, 5 > 4", "Fish & chips, a < b, I <3 film, 5 > 4"),
        ("&unknown; &amp &#; &#x; &#xZZ; &#0; &#xD800; &#x110000;", "&unknown; &amp &#; &#x; &#xZZ; \u{FFFD} \u{FFFD} \u{FFFD}"),
        ("<a href='http://a.example/?x=1&amp;y=2'>link</a>", "link (http://a.example/?x=1&y=2)"),
        ("<a href=https://a.example/p>bare</a>!", "bare (https://a.example/p)!"),
        ("<a href=\"javascript:alert(1)\">click</a> <a href=\"/relative\">here</a>", "click here"),
        ("<a href=\"https://a.example/\">https://a.example/</a>", "https://a.example/"),
        ("<!-- note -->Text<unclosed", "Text<unclosed"),
        ("a <a href=\"https://a.example/\"></a>b <a href=\"https://b.example/\"> </a>", "a (https://a.example/)b (https://b.example/)"),
        ("see https://x.example/ <a href=\"https://x.example/\"></a>", "see https://x.example/ (https://x.example/)"),
        ("Before<!-- hidden <a href=\"x\">c</a> --> after<!-- never closed", "Before after"),
        ("<a title=\"a > b\" href=\"https://ex.example/t\">tricky</a> end", "tricky (https://ex.example/t) end"),
        ("<a hreflang=\"en\" data-href=\"https://evil.example/\" title='href=https://evil.example/' HREF=\"https://good.example/\">x</a>", "x (https://good.example/)"),
        ("Safe<script>alert(\"<b>x</b>\")</SCRIPT> text<style>p{color:red}</style> end <?php echo 1 ?>.", "Safe text end ."),
        ("<script>never closed", ""),
        ("<script>x</scriptx>b</script >c", "c"),
        ("<p-x>a</p-x>b 日本<東京>です", "ab 日本<東京>です"),
        ("x a<b", "x a<b"),
        ("a <a x='>' b", "a"),
        ("don&#146;t &#150; &#x80;10 &#129; &#+65; &#x+41; &eacute;t&eacute; &nbsp;&nbsp;x", "don’t – €10 &#+65; &#x+41; été x"),
        ("  \t\n ", ""),
        ("", ""),
    ])
    func readsTheMarkup(html: String, text: String) {
        #expect(HTMLText.plain(html) == text)
    }

    @Test("given hostile markup hundreds of kilobytes long (tags, quotes and scripts that never close, links by the thousand, references cut short), when read, then it is read in linear time", .timeLimit(.minutes(1)))
    func hostileMarkupIsReadInOnePass() {
        let unclosed = String(repeating: "<a", count: 200_000)
        let links = String(repeating: "<a href=\"https://a.example/\">https://a.example/</a>", count: 10_000)
        let references = String(repeating: "&#x1F600", count: 50_000)
        let quotes = String(repeating: "<a x=\"", count: 50_000) + ">"
        let script = "<script>" + String(repeating: "</scrip", count: 50_000)
        let quotedCloses = String(repeating: "<a x='>' ", count: 50_000)

        #expect(HTMLText.plain(unclosed) == unclosed)
        #expect(HTMLText.plain(quotes).isEmpty)  // one tag, its quotes never closed, ended by the only >
        #expect(HTMLText.plain(script).isEmpty)
        #expect(HTMLText.plain(quotedCloses).isEmpty)  // every > quoted: the first tag runs to the end
        #expect(HTMLText.plain(links).count == 18 * 10_000)
        #expect(HTMLText.plain(references) == references)
    }

    @Test("given generated text escaped as HTML and set among tags, when read, then the text comes back with its space collapsed")
    func escapedTextRoundTrips() {
        let alphabet = Array("ab Z9<>&;#\"'/\n\t\r=-—é日😀".unicodeScalars)
        let tags = ["<p>", "</p>", "<b>", "</b>", "<span class=\"x\">", "</span>", "<br>", "\n"]
        for seed in UInt64(1)...300 {
            var generator = SeededGenerator(seed: seed)
            let text = String(String.UnicodeScalarView((0..<Int.random(in: 0...60, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
            var html = ""
            for word in text.split(separator: " ", omittingEmptySubsequences: false) {
                html += Self.escaped(String(word)) + (Bool.random(using: &generator) ? " " : " " + tags.randomElement(using: &generator)!)
            }
            #expect(HTMLText.plain(html) == HTMLReferenceReading.collapsed(text), "seed \(seed): \(html.debugDescription)")
        }
    }

    @Test("given every description in the topics the real service sent, when read, then each matches a reading by regular expressions")
    func capturedDescriptionsMatchAReferenceReading() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../Tests/Captures/erball-topics-2023.json").standardized
        let topics = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
        let descriptions = topics.compactMap { $0["description"] as? String }

        #expect(descriptions.contains { $0.contains("<a href=") }, "the capture holds a link")
        for description in descriptions {
            #expect(HTMLText.plain(description) == HTMLReferenceReading.text(description))
        }
    }

    /// Escapes text the way an HTML writer does.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
