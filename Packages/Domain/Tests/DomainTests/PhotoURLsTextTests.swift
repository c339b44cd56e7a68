import DomainTesting
import Foundation
import Testing
@testable import Domain

@Suite("Photo URLs kept as text")
struct PhotoURLsTextTests {
    @Test("every generated address the fast scan calls plain is taken by URL(string:) exactly as written")
    func plainAddressesParseUnchanged() throws {
        var generator = SplitMix64(seed: 0x5EED)
        var plain = 0
        for _ in 0..<20_000 {
            let text = Self.address(using: &generator)
            guard URLText.isPlainWebAddress(text) else { continue }
            plain += 1
            #expect(URL(string: text)?.absoluteString == text, "\(text.debugDescription)")
        }
        // The generator mixes in characters the scan refuses; most addresses must still be plain, or this
        // test would check nothing.
        #expect(plain > 5_000)
    }

    @Test("given addresses with characters a URL escapes or refuses, the fast scan does not call them plain")
    func nearMissesAreNotPlain() {
        let texts = [
            "http://example.test/a b", "http://example.test/%zz", "http://example.test/%4", "http://[::1]/x",
            "http://example.test/a#b#c", "ftp://example.test/x", "HTTP://example.test/x", "http://", "http://:80/x",
            "http://example.test:123456/x", "http://example.test/ü", "http://user@example.test/x", "https:/example.test",
        ]
        for text in texts {
            #expect(!URLText.isPlainWebAddress(text), "\(text.debugDescription)")
        }
    }

    @Test("given texts for every address, the URLs read back are those texts parsed")
    func textsReadBackAsURLs() throws {
        let urls = try #require(PhotoURLs(
            fullText: "https://images.example.test/p/1?w=6000", regularText: "https://images.example.test/p/1?w=1080",
            smallText: "http://127.0.0.1:8080/p/1?w=400", thumbText: "http://127.0.0.1:8080/p/1?w=200",
            pageText: "https://example.test/photos/1#top", downloadLocationText: "https://api.example.test/photos/1/download"
        ))
        #expect(urls.full == URL(string: "https://images.example.test/p/1?w=6000"))
        #expect(urls.regular == URL(string: "https://images.example.test/p/1?w=1080"))
        #expect(urls.small == URL(string: "http://127.0.0.1:8080/p/1?w=400"))
        #expect(urls.thumb == URL(string: "http://127.0.0.1:8080/p/1?w=200"))
        #expect(urls.page == URL(string: "https://example.test/photos/1#top"))
        #expect(urls.downloadLocation == URL(string: "https://api.example.test/photos/1/download"))
    }

    @Test("given an address URL(string:) would escape, the text kept is the escaped one")
    func escapableTextIsKeptAsTheURLPrintsIt() throws {
        let text = "http://example.test/a photo/ü"
        let urls = try #require(PhotoURLs(fullText: text, regularText: text, smallText: text, thumbText: text, pageText: nil))
        let printed = try #require(URL(string: text)?.absoluteString)
        #expect(urls.fullText == printed)
        #expect(urls.full.absoluteString == printed)
    }

    @Test("given an image address that is not a URL, there are no photo URLs; a page address that is not one is left out")
    func invalidTexts() {
        let good = "https://example.test/p/1"
        #expect(PhotoURLs(fullText: good, regularText: good, smallText: "http://[broken", thumbText: good, pageText: nil) == nil)
        #expect(PhotoURLs(fullText: "", regularText: good, smallText: good, thumbText: good, pageText: nil) == nil)
        let urls = PhotoURLs(fullText: good, regularText: good, smallText: good, thumbText: good, pageText: "http://x:abc/", downloadLocationText: "http://a b/")
        #expect(urls?.page == nil)
        #expect(urls?.downloadLocation == nil)
    }

    @Test("given a page, profile or portfolio link that is not http(s) (javascript:, file:, data:, scheme-relative), when kept, then it is left out, from text and from a URL alike; HTTPS in capitals stays")
    func pagesAreWebPagesOnly() throws {
        let good = "https://example.test/p/1"
        for link in ["javascript:alert(1)", "file:///etc/shadow", "data:text/html,<b>x</b>", "ftp://example.test/p"] {
            let url = try #require(URL(string: link))
            #expect(PhotoURLs(fullText: good, regularText: good, smallText: good, thumbText: good, pageText: link)?.page == nil, "\(link)")
            #expect(PhotoURLs(full: url, regular: url, small: url, thumb: url, page: url).page == nil, "\(link)")
            #expect(Author(username: "jo", name: "Jo", profileURLText: link).profileURL == nil, "\(link)")
            #expect(Author(username: "jo", name: "Jo", profileURL: url).profileURL == nil, "\(link)")
            let profile = PhotographerProfile(author: Author(username: "jo", name: "Jo", profileURL: nil), location: nil, bio: nil, portfolioURLText: link, totalPhotos: nil)
            #expect(profile.portfolioURL == nil, "\(link)")
        }
        for link in ["JAVASCRIPT:alert(1)", "vbscript:x", "//evil.example/x"] {
            #expect(PhotographerProfile(author: Author(username: "jo", name: "Jo", profileURL: nil), location: nil, bio: nil, portfolioURLText: link, totalPhotos: nil).portfolioURL == nil, "\(link)")
        }
        #expect(Author(username: "jo", name: "Jo", profileURLText: "HTTPS://Example.test/@jo").profileURL?.host == "Example.test")
    }

    @Test("URLs made from URLs equal URLs made from their texts")
    func bothInitialisersAgree() throws {
        let full = try #require(URL(string: "https://images.example.test/p/1?w=6000&q=80"))
        let page = try #require(URL(string: "https://example.test/photos/1"))
        let fromURLs = PhotoURLs(full: full, regular: full, small: full, thumb: full, page: page)
        let fromTexts = PhotoURLs(fullText: full.absoluteString, regularText: full.absoluteString, smallText: full.absoluteString,
                                  thumbText: full.absoluteString, pageText: page.absoluteString)
        #expect(fromURLs == fromTexts)
    }

    /// An address that is mostly plain, with now and then a character a URL escapes or refuses.
    private static func address(using generator: inout SplitMix64) -> String {
        let hostBytes = Array("abcxyzABCXYZ0189.-".utf8)
        let pathBytes = Array("abzAZ09-._~!$&'()*+,;=:@/?".utf8)
        let oddBytes = Array(" %#[]\"<>\\^`{|}".utf8) + [0x7F, 0x00, 0xC3]
        var bytes = Array((Bool.random(using: &generator) ? "https://" : "http://").utf8)
        for _ in 0..<Int.random(in: 1...12, using: &generator) { bytes.append(hostBytes.randomElement(using: &generator)!) }
        if Int.random(in: 0..<4, using: &generator) == 0 {
            bytes.append(UInt8(ascii: ":"))
            for _ in 0..<Int.random(in: 1...6, using: &generator) { bytes.append(UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator)) }
        }
        // Mostly a path next; sometimes a query, a fragment, or a character that cannot end an authority.
        bytes.append(Int.random(in: 0..<10, using: &generator) < 7 ? UInt8(ascii: "/") : Array("?#a@".utf8).randomElement(using: &generator)!)
        for _ in 0..<Int.random(in: 0...40, using: &generator) {
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<2: bytes.append(oddBytes.randomElement(using: &generator)!)
            case 2..<6: bytes += Array("%\(String(UInt8.random(in: 0...255, using: &generator), radix: 16, uppercase: Bool.random(using: &generator)))".utf8)
            case 6..<8: bytes.append(UInt8(ascii: "#"))
            default: bytes.append(pathBytes.randomElement(using: &generator)!)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
