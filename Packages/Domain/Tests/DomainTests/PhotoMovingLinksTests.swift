import Domain
import DomainTesting
import Foundation
import Testing

@Suite("A photo's links moved")
struct PhotoMovingLinksTests {
    private static func moved(_ url: URL) -> URL {
        URL(string: url.absoluteString.replacingOccurrences(of: "example.test", with: "moved.test"))!
    }

    @Test("given a photo with every fact a source can send, when its links move, then every link moves and every other fact stays")
    func movesEveryLinkAndKeepsEveryFact() {
        let photo = Photo.fixture(altDescription: "a lake at dawn", sponsor: "Surface", isPlus: true)

        let moved = photo.movingLinks(Self.moved)

        let links = [moved.urls.full, moved.urls.regular, moved.urls.small, moved.urls.thumb, moved.urls.page, moved.urls.downloadLocation, moved.author.profileURL]
        #expect(links.allSatisfy { $0?.host?.hasSuffix("moved.test") == true })
        // Moved back, it is the photo it was: no fact was dropped or changed on the way.
        #expect(moved.movingLinks { URL(string: $0.absoluteString.replacingOccurrences(of: "moved.test", with: "example.test"))! } == photo)
        #expect(moved.altDescription == "a lake at dawn" && moved.sponsorship?.sponsor == "Surface" && moved.isPlus)
    }
}
