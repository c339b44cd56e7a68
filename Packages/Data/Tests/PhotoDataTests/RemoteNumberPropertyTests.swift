import Domain
import Foundation
import Networking
import PhotoData
import Testing

/// Numbers from a source are untrusted: whatever number a body or header holds, decoding and mapping never
/// trap, and every Domain value that comes out lies within the documented plausible ranges (a photo side in
/// 1…100 000 px, sides at most 1 000:1 apart, likes and downloads in 0…10¹⁰). The bounds are written out
/// here on purpose, as the contract, rather than read from the type that implements them.
@Suite("Extreme numbers from a source", .timeLimit(.minutes(1)))
struct RemoteNumberPropertyTests {
    /// JSON number texts at and around every edge: zero, signs, Int's limits and one past them, doubles that
    /// overflow or are fractional, exponents, and 400 digits.
    static let extremes = [
        "0", "-0", "-1", "1", "2", "99", "100", "1000", "4000", "99999", "100000", "100001", "1E5", "8.5e15", "1e18", "-1e18",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "10000000000", "10000000001",
        "0.5", "1.5", "4000.0", "1e308", "-1e308", "1e-300", "1e999999999", String(repeating: "9", count: 400),
    ]

    private static let api = URL(string: "http://127.0.0.1:1")!

    private static func unsplashPhoto(id: String, width: String, height: String, likes: String, extras: String = "") -> String {
        #"{"id":"\#(id)","width":\#(width),"height":\#(height),"likes":\#(likes),"user":{"username":"u"},"# +
            #""urls":{"full":"https://i.test/f","regular":"https://i.test/r","small":"https://i.test/s","thumb":"https://i.test/t"}\#(extras)}"#
    }

    private static let validPhoto = unsplashPhoto(id: "valid", width: "4000", height: "3000", likes: "5")

    private static func picsumPhoto(id: String, width: String, height: String) -> String {
        #"{"id":"\#(id)","author":"A","width":\#(width),"height":\#(height),"url":"https://unsplash.com/x","download_url":"https://picsum.photos/id/1/5/5"}"#
    }

    private static func expectPlausible(_ photo: Photo, _ comment: Comment) {
        #expect((1...100_000).contains(photo.width) && (1...100_000).contains(photo.height), comment)
        #expect(max(photo.width, photo.height) <= 1_000 * min(photo.width, photo.height), comment)
        #expect(photo.likes.map { (0...10_000_000_000).contains($0) } ?? true, comment)
    }

    private static func unsplash(_ body: String) -> UnsplashPhotoRepository {
        UnsplashPhotoRepository(api: UnsplashAPI(baseURL: api), client: CannedHTTPClient(body: body))
    }

    @Test("given any width and height on an Unsplash list and search page, when mapped, then every photo is plausible", arguments: extremes)
    func unsplashDimensions(width: String) async throws {
        for height in Self.extremes {
            let item = Self.unsplashPhoto(id: "x", width: width, height: height, likes: "1")
            let list = try await Self.unsplash("[\(item),\(Self.validPhoto)]").photos(PageRequest())
            let search = try await Self.unsplash(#"{"total":2,"total_pages":1,"results":[\#(item),\#(Self.validPhoto)]}"#)
                .search(SearchQuery("x"), page: PageRequest())
            for photo in list.photos + search.photos {
                Self.expectPlausible(photo, "width \(width), height \(height)")
            }
        }
    }

    @Test("given any total and total_pages on an Unsplash search page, when mapped, then its photos come through and each count is plausible or unknown", arguments: extremes + [#""2""#, "true", "null", "[]"])
    func unsplashSearchTotals(number: String) async throws {
        let body = #"{"total":\#(number),"total_pages":\#(number),"results":[\#(Self.validPhoto)]}"#

        let page = try await Self.unsplash(body).search(SearchQuery("x"), page: PageRequest())

        #expect(page.photos.map(\.id) == ["valid"], "total \(number)")
        #expect(page.total.map { (0...10_000_000_000).contains($0) } ?? true, "total \(number)")
        #expect(page.totalPages.map { (0...10_000_000_000).contains($0) } ?? true, "total_pages \(number)")
        if let whole = Int(number), (0...10_000_000_000).contains(whole) {
            #expect(page.total == whole && page.totalPages == whole, "a plausible whole count is kept: \(number)")
        }
    }

    @Test("given any likes on an Unsplash page, when mapped, then every photo's likes are plausible", arguments: extremes)
    func unsplashLikes(likes: String) async throws {
        let item = Self.unsplashPhoto(id: "x", width: "10", height: "10", likes: likes)

        let page = try await Self.unsplash("[\(item),\(Self.validPhoto)]").photos(PageRequest())

        for photo in page.photos {
            Self.expectPlausible(photo, "likes \(likes)")
        }
    }

    @Test("given any dimensions, likes, downloads and ISO on an Unsplash photo detail, when mapped, then the detail is plausible or refused", arguments: extremes)
    func unsplashDetail(number: String) async throws {
        let bodies = [
            Self.unsplashPhoto(id: "x", width: number, height: "3000", likes: "1"),
            Self.unsplashPhoto(id: "x", width: "10", height: number, likes: "1"),
            Self.unsplashPhoto(id: "x", width: "10", height: "10", likes: number),
            Self.unsplashPhoto(id: "x", width: "10", height: "10", likes: "1", extras: #","downloads":\#(number),"exif":{"make":"M","iso":\#(number)}"#),
        ]
        for body in bodies {
            do {
                let detail = try await Self.unsplash(body).photo("x")
                Self.expectPlausible(detail.photo, "number \(number)")
                #expect(detail.downloads.map { (0...10_000_000_000).contains($0) } ?? true, "downloads \(number)")
                #expect(detail.exif?.iso.map { (1...10_000_000).contains($0) } ?? true, "iso \(number)")
            } catch {
                guard case .invalidResponse = error else { Issue.record("unexpected \(error) for \(number)"); continue }
            }
        }
    }

    @Test("given any width and height on a Picsum list and photo, when mapped, then nothing traps and every photo is plausible", arguments: extremes)
    func picsum(width: String) async throws {
        for height in Self.extremes {
            let item = Self.picsumPhoto(id: "x", width: width, height: height)
            let valid = Self.picsumPhoto(id: "valid", width: "5000", height: "3333")
            let list = PicsumPhotoRepository(baseURL: Self.api, client: CannedHTTPClient(body: "[\(item),\(valid)]"))
            let info = PicsumPhotoRepository(baseURL: Self.api, client: CannedHTTPClient(body: item))

            let page = try await list.photos(PageRequest())
            let detail = try? await info.photo("x")

            for photo in page.photos + [detail?.photo].compactMap({ $0 }) {
                Self.expectPlausible(photo, "width \(width), height \(height)")
            }
        }
    }

    @Test("given any rate-limit header value, when a page or a refusal comes back, then the quota and reset are plausible or unknown", arguments: extremes + [
        "-5", "3600", "86400", "86401", "999999999", "1000000000", "1900000000", "4102444800",
    ])
    func rateLimitHeaders(value: String) async throws {
        for name in ["Retry-After", "X-Ratelimit-Reset"] {
            let refusing = UnsplashPhotoRepository(
                api: UnsplashAPI(baseURL: Self.api),
                client: CannedHTTPClient(status: 429, headers: HTTPHeaders([(name, value)]), body: "")
            )
            let before = Date()
            do {
                _ = try await refusing.photos(PageRequest())
                Issue.record("expected a rate-limit error")
            } catch {
                guard case .rateLimited(let resetsAt) = error else { Issue.record("unexpected \(error)"); continue }
                if let resetsAt {
                    #expect(resetsAt.timeIntervalSince(before) >= -1 && resetsAt.timeIntervalSince(Date()) <= 86_400, "\(name): \(value)")
                }
            }
        }
        let quota = HTTPHeaders([("X-Ratelimit-Remaining", value), ("X-Ratelimit-Limit", value)])
        let page = try await UnsplashPhotoRepository(api: UnsplashAPI(baseURL: Self.api), client: CannedHTTPClient(headers: quota, body: "[\(Self.validPhoto)]"))
            .photos(PageRequest())
        if let status = page.rateLimit {
            #expect((0...1_000_000_000).contains(status.remaining) && (status.limit.map { (0...1_000_000_000).contains($0) } ?? true), "quota \(value)")
        }
    }
}
