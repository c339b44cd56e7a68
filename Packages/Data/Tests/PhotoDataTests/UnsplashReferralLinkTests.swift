import Domain
import Foundation
@testable import PhotoData
import Testing

@Suite("Unsplash's referral links")
struct UnsplashReferralLinkTests {
    @Test("given a link back to Unsplash, when made a referral link, then the utm parameters are added after its own query items, once", arguments: [
        ("https://unsplash.com/photos/abc", "https://unsplash.com/photos/abc?utm_source=photolist&utm_medium=referral"),
        ("https://unsplash.com/photos/abc?lang=de", "https://unsplash.com/photos/abc?lang=de&utm_source=photolist&utm_medium=referral"),
        ("https://unsplash.com/@jo?utm_source=other&utm_medium=x", "https://unsplash.com/@jo?utm_source=photolist&utm_medium=referral"),
        ("file:///etc/passwd", "file:///etc/passwd"),
    ])
    func referral(link: String, expected: String) throws {
        let url = try #require(URL(string: link))
        #expect(UnsplashAPI.referralLink(url).absoluteString == expected)
    }

    @Test("given 5,000 links, plain and not (other schemes, case, ports, queries, fragments, escapes, odd hosts and paths), when made referral text, then it is what URL and URLComponents make of them")
    func textMatchesURLComponents() {
        var generator = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
        let schemes = ["https://", "http://", "HTTPS://", "ftp://", "https:/", ""]
        let hosts = ["unsplash.com", "images.unsplash.com", "a", "-", ".", "..", "a..b", "a-.b", "xn--bcher-kva.example", "UNSPLASH.com", "host:8080", "user@host", "",
                     "127.0.0.1:18080", "host:080", "host:0", "host:65535", "host:99999", "host:123456", "host:", "host:8a", ":80", "host::80"]
        let pieces = ["/", "photos", "abc-DEF_1", "~x", ".", "..", "@jo", "%20", " ", "?lang=de", "#top", "é", "//", "a.b", "-"]
        var plain = 0
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = schemes.randomElement(using: &generator)! + hosts.randomElement(using: &generator)! + path
            let expected = URL(string: text).map(UnsplashAPI.referralLink)?.absoluteString
            #expect(UnsplashAPI.referralLinkText(text) == expected, "seed \(generator.seed): \(text)")
            if text.hasSuffix(path), UnsplashAPI.referralLinkText(text) == text + "?utm_source=photolist&utm_medium=referral" { plain += 1 }
        }
        #expect(plain > 100, "few generated links were plain: the fast path went untested")
    }

    @Test("given 5,000 links, when a photographer's profile link is kept from its referral text, then it is the link the parsed URL's referral link is kept as")
    func profileLinkFromTextMatchesURLComponents() {
        var generator = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
        let schemes = ["https://", "http://", "HTTPS://", "ftp://", ""]
        let hosts = ["unsplash.com", "127.0.0.1:18080", "host:080", "UNSPLASH.com", "user@host", "a..b", ""]
        let pieces = ["/", "@jo", "abc-DEF_1", "%20", " ", "?lang=de", "#top", "é", "//", "-"]
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = schemes.randomElement(using: &generator)! + hosts.randomElement(using: &generator)! + path
            let parsed = Author(username: "jo", name: "Jo", profileURL: URL(string: text).map(UnsplashAPI.referralLink))
            let kept = Author(username: "jo", name: "Jo", profileURLText: UnsplashAPI.referralLinkText(text))
            #expect(kept == parsed, "seed \(generator.seed): \(text)")
        }
    }
}
