import Foundation
import PhotoData
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
}
