import Domain
import Foundation
import Networking
import PhotoData
import Testing

/// A page's size is bounded by what a real source sends, not by what a body can hold: at most 100 items,
/// at most 100 000 JSON values in any body, at least one valid photo when there are items, and a guess at
/// paging (no paging header) that only counts valid photos; where the source says a next page follows
/// (Picsum's `Link`), a full page of items, some malformed, still has one.
@Suite("Page bounds", .timeLimit(.minutes(1)))
struct PageBoundsTests {
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case list, search, picsum

        var testDescription: String { rawValue }

        /// One page of `items` as this source sends it.
        func page(_ items: [String], perPage: Int = 30, headers: HTTPHeaders = [:]) async throws(DomainError) -> PhotoPage {
            let array = "[" + items.joined(separator: ",") + "]"
            let api = URL(string: "http://127.0.0.1:1")!
            let request = try PageRequest(page: 1, perPage: perPage)
            switch self {
            case .list:
                return try await UnsplashPhotoRepository(api: UnsplashAPI(baseURL: api), client: CannedHTTPClient(headers: headers, body: array))
                    .photos(request)
            case .search:
                let body = #"{"total":1000,"results":\#(array)}"#
                return try await UnsplashPhotoRepository(api: UnsplashAPI(baseURL: api), client: CannedHTTPClient(headers: headers, body: body))
                    .search(SearchQuery("x"), page: request)
            case .picsum:
                return try await PicsumPhotoRepository(baseURL: api, client: CannedHTTPClient(headers: headers, body: array)).photos(request)
            }
        }

        /// A valid item of this source.
        func validItem(_ index: Int) -> String {
            switch self {
            case .list, .search:
                #"{"id":"p\#(index)","width":40,"height":30,"user":{"username":"u"},"urls":{"full":"https://i.test/f","regular":"https://i.test/r","small":"https://i.test/s","thumb":"https://i.test/t"}}"#
            case .picsum:
                #"{"id":"\#(index)","author":"A","width":40,"height":30,"download_url":"https://picsum.photos/id/1/40/30"}"#
            }
        }
    }

    private static func isInvalidResponse(_ error: any Error, containing detail: String) -> Bool {
        guard case .invalidResponse(let message) = error as? DomainError else { return false }
        return message.contains(detail)
    }

    @Test("given a page of 101 valid items, when fetched, then it is an invalid response: no real page holds more than 100", arguments: Source.allCases)
    func tooManyItems(source: Source) async {
        await #expect {
            try await source.page((0...100).map(source.validItem))
        } throws: { Self.isInvalidResponse($0, containing: "more than 100 items") }
    }

    @Test("given a page of exactly 100 valid items, when fetched, then all of them are photos", arguments: Source.allCases)
    func hundredItems(source: Source) async throws {
        #expect(try await source.page((0..<100).map(source.validItem)).photos.count == 100)
    }

    @Test("given a page whose every item is malformed, when fetched, then it is an invalid response, not an empty page with more to come",
          arguments: Source.allCases)
    func noValidItem(source: Source) async {
        await #expect {
            try await source.page(Array(repeating: "{}", count: 30), headers: ["Link": "<http://x/?page=2>; rel=\"next\""])
        } throws: { Self.isInvalidResponse($0, containing: "no valid photo among its 30 items") }
    }

    @Test("given a page of one malformed item, when fetched, then the invalid response speaks of one item", arguments: Source.allCases)
    func oneMalformedItem(source: Source) async {
        await #expect {
            try await source.page(["{}"])
        } throws: { Self.isInvalidResponse($0, containing: "holds one item, and it is not a valid photo") }
    }

    @Test("given an empty page, when fetched, then it is an empty last page", arguments: Source.allCases)
    func emptyPage(source: Source) async throws {
        let page = try await source.page([])

        #expect(page.photos.isEmpty)
        #expect(!page.hasNextPage || source == .search)  // search says so by its total
    }

    @Test("given a page that is full only with its malformed items and no paging header, when fetched, then no next page is guessed; with Picsum's next link, the source's word stands")
    func malformedItemsDoNotFillThePage() async throws {
        let items = [Source.list.validItem(1)] + Array(repeating: "{}", count: 4)
        let list = try await Source.list.page(items, perPage: 5)
        let picsum = try await Source.picsum.page([Source.picsum.validItem(1)] + Array(repeating: "{}", count: 4), perPage: 5, headers: ["Link": "<http://x/?page=2>; rel=\"next\""])

        #expect(list.photos.count == 1 && !list.hasNextPage)
        #expect(picsum.photos.count == 1 && picsum.hasNextPage)
    }

    @Test("given a detail body with more than 100 000 JSON values, when fetched, then it is refused before it is decoded")
    func valueBudget() async {
        let tags = Array(repeating: #"{"title":"t"}"#, count: 40_000).joined(separator: ",")
        let body = String(Source.list.validItem(1).dropLast()) + #","tags":[\#(tags)]}"#
        let repository = UnsplashPhotoRepository(api: UnsplashAPI(baseURL: URL(string: "http://127.0.0.1:1")!), client: CannedHTTPClient(body: body))

        await #expect {
            try await repository.photo("p1")
        } throws: { Self.isInvalidResponse($0, containing: "more than 100000 JSON values") }
    }

    @Test("given a detail whose commas, colons and brackets are inside strings, when fetched, then they do not count against the budget")
    func punctuationInStringsIsFree() async throws {
        let text = String(repeating: #",:[{\""#, count: 50_000)
        let body = String(Source.list.validItem(1).dropLast()) + #","description":"\#(text)"}"#
        let repository = UnsplashPhotoRepository(api: UnsplashAPI(baseURL: URL(string: "http://127.0.0.1:1")!), client: CannedHTTPClient(body: body))

        let detail = try await repository.photo("p1")

        #expect(detail.photo.description?.count == 50_000 * 5)
    }
}
