import Domain
import DomainTesting
import Foundation
import Presentation
import Testing

@Suite("What rows and details say of sponsored, Unsplash+ and captioned photos")
struct PhotoLabelsTests {
    @Test("given a sponsored Unsplash+ photo, when made a row, then it is labelled before its caption; an ordinary row shows its caption alone")
    func rowLabels() {
        let both = PhotoListItem(.fixture(id: "a", description: "Rain walk", sponsor: "Surface", isPlus: true))
        let plain = PhotoListItem(.fixture(id: "b", description: "Rain walk"))
        let bare = PhotoListItem(.fixture(id: "c", description: nil, isPlus: true))

        #expect(both.labels == ["Sponsored · Surface", "Unsplash+"])
        #expect(both.labelledCaption == "Sponsored · Surface · Unsplash+ — Rain walk")
        #expect(plain.labels.isEmpty && plain.labelledCaption == "Rain walk")
        #expect(bare.labelledCaption == "Unsplash+")
    }

    @Test("given a photo with only alternative text, when made a row or a detail, then the alternative text is its caption and title")
    func alternativeTextCaptions() {
        let photo = Photo.fixture(id: "a", description: nil, altDescription: "a red kite")

        #expect(PhotoListItem(photo).caption == "a red kite")
        #expect(PhotoDetailDisplay(PhotoDetail(photo: photo, exif: nil, location: nil, tags: [], downloads: nil)).title == "a red kite")
    }

    @Test("given a detail with a sponsor, Unsplash+, views, topics and a photographer's profile, when displayed, then each has its line")
    func detailLines() {
        let photo = Photo.fixture(id: "a", authorName: "Ansel Adams", sponsor: "Surface", isPlus: true)
        let profile = PhotographerProfile(author: photo.author, location: "Lisbon", bio: "I walk.", portfolioURLText: "https://ansel.example", totalPhotos: 312)
        let detail = PhotoDetail(
            photo: photo, exif: nil, location: nil, tags: [], downloads: nil, views: 12_345,
            topics: [TopicReference(slug: "nature", title: "Nature"), TopicReference(slug: "-film", title: "Film")], photographer: profile
        )

        let display = PhotoDetailDisplay(detail, sourceName: "Unsplash")

        #expect(display.sponsorText == "Sponsored by Surface: Made by Surface")
        #expect(display.plusText == PhotoFormatting.plusLicence)
        #expect(display.viewsText == "12.3k views")
        #expect(display.topicsText == "Nature, Film")
        #expect(display.photographerText == "Lisbon · https://ansel.example · 312 photos")
        #expect(display.photographerBio == "I walk.")
        #expect(display.attribution == "Photo by Ansel Adams on Unsplash")
        #expect(display.creditText == "Photo by Ansel Adams on Unsplash (@ansel_adams)")
    }

    @Test("given an Unsplash+ photo and a free one, when displayed, then only the free one offers a download, and the other says why", arguments: [true, false])
    func downloadOffer(isPlus: Bool) {
        let display = PhotoDetailDisplay(PhotoDetail(photo: .fixture(id: "a", isPlus: isPlus), exif: nil, location: nil, tags: [], downloads: nil))

        #expect(display.offersDownload == !isPlus)
        #expect(display.notes.contains(PhotoFormatting.plusLicence) == isPlus)
    }

    @Test("given a sponsored detail a kept copy stood in for, when displayed, then the copy's note comes first, saying why, and a fresh detail has none", arguments: [
        (PhotoDetail.Origin.offlineCopy(outage: .failed(diagnosticCode: 503)),
         "Shown from the offline copy: source failed (HTTP 503). Camera, place and tags come only from the source." as String?),
        (.offlineCopy(outage: nil), "Shown from the offline copy. Camera, place and tags come only from the source."),
        (.favorite(outage: .rateLimited(resetsAt: nil)),
         "Shown from the copy kept with your favourites: rate limited. Camera, place and tags come only from the source."),
        (.favorite(outage: nil), "Shown from the copy kept with your favourites. Camera, place and tags come only from the source."),
        (.source, nil),
    ])
    func keptCopyNote(origin: PhotoDetail.Origin, note: String?) {
        let photo = Photo.fixture(id: "a", sponsor: "Surface")
        let display = PhotoDetailDisplay(PhotoDetail(photo: photo, exif: nil, location: nil, tags: [], downloads: nil, origin: origin))

        #expect(display.keptCopyText == note)
        #expect(display.notes == [note, "Sponsored by Surface: Made by Surface"].compactMap { $0 })
    }

    @Test("given an author with no username or one equal to the name, when credited, then no handle is added")
    func noHandle() {
        let photo = Photo.fixture(id: "a")
        let anonymous = Photo(
            id: "p", width: 1, height: 1, color: nil, blurHash: nil, description: nil,
            author: Author(username: nil, name: "Paul Jarvis", profileURL: nil), urls: photo.urls, likes: nil, createdAt: nil
        )
        let named = Photo(
            id: "q", width: 1, height: 1, color: nil, blurHash: nil, description: nil,
            author: Author(username: "paul", name: "paul", profileURL: nil), urls: photo.urls, likes: nil, createdAt: nil
        )

        for photo in [anonymous, named] {
            let display = PhotoDetailDisplay(PhotoDetail(photo: photo, exif: nil, location: nil, tags: [], downloads: nil))
            #expect(display.creditText == display.attribution)
        }
    }

    @Test("given a picture that failed on the image host, when worded, then the host is named and the service said to have answered")
    func pictureFailuresNameTheImageHost() {
        let photo = Photo.fixture(id: "a")

        let messages = [DomainError.connectivity(.hostNotFound), .connectivity(.timedOut), .notFound, .sourceFailed(diagnosticCode: 503),
                        .sourceRefused(diagnosticCode: 451), .invalidResponse("not a JPEG"), .connectivity(.interrupted), .connectivity(.stalled)]
            .map { ErrorDisplay(pictureError: $0, of: photo).message }

        #expect(messages[0] == "Cannot find the image host images.example.test. The photo details arrived; only the pictures failed. Check your network connection.")
        #expect(messages[3] == "The image host images.example.test failed (HTTP 503); the photo details arrived. Try again later.")
        #expect(messages[7] == "The image host images.example.test began to send the picture, then stopped or slowed to a trickle before the end. The photo details arrived; only the pictures failed.")
        for message in messages {
            #expect(message.contains("image host images.example.test"), "\(message)")
            #expect(!message.hasPrefix("The photo service"), "\(message)")
        }
    }

    @Test("given an Unsplash+ download refused, when worded, then it says why and that nothing was downloaded, and it is not worth retrying")
    func subscriptionWording() {
        let display = ErrorDisplay(.subscriptionRequired)

        #expect(display.message.contains("Unsplash+"))
        #expect(display.message.contains("nothing was downloaded"))
        #expect(!display.isRetryable)
    }
}
