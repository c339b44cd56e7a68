import Foundation
@testable import PhotoData
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

    @Test("given a relation with bytes that are not ASCII (a fuzzer finding), when looked up in another ASCII case, then it is found")
    func nonASCIIRelationFoundInAnyASCIICase() throws {
        // fuzz-link-header's crash input: Unicode upper-casing changed the name, so the lookup missed.
        let input = try #require(Data(base64Encoded: "PGh0dHA6Ly8xMjc9ZWdyPTMmcGVnX3JhcHBlaS51bnNwbGE7MjcuMC4wLjE6MTg1NTcvcGhvdG9zP3BhZ2U9MSZwZXJfMj47IHJlbD0icHJldrW1tbW1tbW1z8/Pz8/Pz8/Pz8/Pz8+1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbW1tbUiLCA8aHR0cDovLzEyNy4wLjU3L3Bob3Rvcz9wYWdlPTMmcGVyX3BhZ2U9Mj47IHJlbD0ibmV4dCIK"))
        let links = LinkHeader(String(decoding: input, as: UTF8.self).components(separatedBy: "\n"))

        #expect(!links.targets.isEmpty)
        for (relation, target) in links.targets {
            let upper = String(decoding: relation.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }, as: UTF8.self)
            #expect(links[upper] == target, "\(relation)")
        }
        // Only ASCII letters fold: the Kelvin sign (U+212A) is not "k", so "\u{212A}ey" is not "key".
        #expect(LinkHeader(["<https://x.test/k>; rel=\"\u{212A}ey\""])["key"] == nil)
        #expect(LinkHeader(["<https://x.test/k>; rel=\"\u{212A}EY\""])["\u{212A}ey"] == "https://x.test/k")
    }
}
