import Foundation
@testable import PhotoData
import Testing

/// The direct page reader against real answers: every captured page of photos the service sent is read by
/// the reader itself (not left to `JSONDecoder`), into exactly the DTOs `JSONDecoder` makes of it.
@Suite("The direct photo list reader on captured Unsplash pages")
struct PhotoListReaderConformanceTests {
    /// The captures whose body is an array of photos: lists, random picks, a user's photos.
    static let pages: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CapturedService.folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.contains("picsum") }.map { String($0.dropLast(5)) }.filter { name in
            guard let (_, json) = try? CapturedService.capture(name), let array = json as? [[String: Any]] else { return false }
            return !array.isEmpty && array.allSatisfy { $0["urls"] != nil && $0["user"] != nil }
        }.sorted()
    }()

    @Test("given the captures, then several are pages of photos")
    func capturesHoldPages() {
        #expect(Self.pages.count >= 5, "\(Self.pages)")
    }

    @Test("given a page the real service sent, when read directly, then it is read, into the DTOs JSONDecoder makes", arguments: pages)
    func readerMatchesJSONDecoder(capture: String) throws {
        let body = Data(try CapturedService.capture(capture).bytes)
        let direct = try #require(UnsplashPhotoListReader.read(body), "the reader left a real page to JSONDecoder")
        let decoded = try JSONDecoder().decode(BoundedItems<UnsplashPhotoDTO>.self, from: body)
        #expect(direct == decoded)
        #expect(direct.count == decoded.count && direct.items.count == decoded.items.count)
    }
}
