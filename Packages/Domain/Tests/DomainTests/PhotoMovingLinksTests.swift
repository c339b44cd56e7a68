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

    @Test("given a detail with camera, place, tags, topics and a photographer's profile, when its links move, then its photo's and the profile's links move, the portfolio stays, and moved back it is the detail it was")
    func movesADetailsLinksAndKeepsEveryFact() throws {
        let photo = Photo.fixture(altDescription: "a lake at dawn")
        let profile = PhotographerProfile(
            author: photo.author, location: "Oslo", bio: "Lakes.", portfolioURLText: "https://portfolio.example.test/ada", totalPhotos: 12
        )
        let detail = PhotoDetail(
            photo: photo, exif: Exif(make: "Canon", model: "R5", exposureTime: "1/125", aperture: "2.8", focalLength: "35.0", iso: 100),
            location: PhotoLocation(name: "Oslo, Norway", city: "Oslo", country: "Norway"), tags: ["lake"], downloads: 3, views: 40,
            topics: [TopicReference(slug: "nature", title: "Nature")], photographer: profile, origin: .offlineCopy(outage: nil)
        )

        let moved = detail.movingLinks(Self.moved)

        #expect(moved.photo == photo.movingLinks(Self.moved))
        #expect(moved.photographer?.author.profileURL?.host == "moved.test")
        #expect(moved.photographer?.portfolioURL == profile.portfolioURL)
        #expect(moved.movingLinks { URL(string: $0.absoluteString.replacingOccurrences(of: "moved.test", with: "example.test"))! } == detail)
    }
}
