import PhotoData
import Testing

@Suite("LinkHeader (RFC 8288)")
struct LinkHeaderTests {
    @Test("given Unsplash's Link header, when parsed, then every relation maps to its URL")
    func unsplashShape() {
        let links = LinkHeader([
            #"<https://api.unsplash.com/photos?page=1>; rel="first", <https://api.unsplash.com/photos?page=1>; rel="prev", "#
                + #"<https://api.unsplash.com/photos?page=346>; rel="last", <https://api.unsplash.com/photos?page=3>; rel="next""#,
        ])
        #expect(links["next"] == "https://api.unsplash.com/photos?page=3")
        #expect(links["LAST"] == "https://api.unsplash.com/photos?page=346")
        #expect(links["first"] == "https://api.unsplash.com/photos?page=1")
    }

    @Test("given quoted commas, several relation types, unquoted values and repeated fields, when parsed, then each is honoured")
    func edgeCases() {
        let links = LinkHeader([
            #"<https://x.test/a?q=1,2>; title="a, b; c"; rel="next last""#,
            #"<https://x.test/p>;rel=prev"#,
            #"<https://x.test/ignored>; rel="next""#,
        ])
        #expect(links["next"] == "https://x.test/a?q=1,2")
        #expect(links["last"] == "https://x.test/a?q=1,2")
        #expect(links["prev"] == "https://x.test/p")
    }

    @Test("given malformed values, when parsed, then nothing crashes and no relation is invented", arguments: [
        "", "garbage", "<unterminated", "<https://x.test>; rel", ";;;", "<>; rel=\"\"", "<a>; rel=\"next",
    ])
    func malformed(value: String) {
        let links = LinkHeader([value])
        #expect(links["prev"] == nil)
        #expect(links.targets.keys.allSatisfy { !$0.isEmpty })
    }
}
