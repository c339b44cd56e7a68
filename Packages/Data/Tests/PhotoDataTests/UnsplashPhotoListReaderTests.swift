import Foundation
import Networking
@testable import PhotoData
import Testing

/// The direct page reader must read exactly what `JSONDecoder` reads whenever it reads a page, and leave
/// to `JSONDecoder` whatever it is not sure of. `JSONDecoder` is the independent implementation here.
@Suite("UnsplashPhotoListReader")
struct UnsplashPhotoListReaderTests {
    private static func decoded(_ body: Data) -> BoundedItems<UnsplashPhotoDTO>? {
        try? JSONDecoder().decode(BoundedItems<UnsplashPhotoDTO>.self, from: body)
    }

    /// What the repositories get through the public path (the reader, else JSONDecoder), and what
    /// `decodeJSON` alone would give.
    private static func bothPaths(_ body: Data) -> (direct: BoundedItems<UnsplashPhotoDTO>?, decoded: BoundedItems<UnsplashPhotoDTO>?) {
        let response = HTTPResponse(status: 200, headers: HTTPHeaders([]), body: body)
        return (try? response.decodePhotoList(what: "the photo list"), try? response.decodeJSON(BoundedItems<UnsplashPhotoDTO>.self, what: "the photo list"))
    }

    @Test("given the recorded Unsplash page, when read directly, then it is read, into the DTOs JSONDecoder makes")
    func recordedPage() throws {
        let body = try Data(contentsOf: try #require(Bundle.module.url(forResource: "unsplash-photos-page", withExtension: "json", subdirectory: "Fixtures")))
        let direct = try #require(UnsplashPhotoListReader.read(body))
        #expect(direct == Self.decoded(body))
        #expect(!direct.items.isEmpty)
    }

    @Test("given 300 generated pages (every optional field missing, null or set; escapes, non-ASCII text, unknown nested fields, any whitespace), when read directly, then each is read and equals JSONDecoder's")
    func generatedPages() throws {
        var generator = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
        for round in 0..<300 {
            let body = Data(PhotoPageText.page(photos: Int.random(in: 0...12, using: &generator), using: &generator).utf8)
            let direct = UnsplashPhotoListReader.read(body)
            #expect(direct != nil, "round \(round), seed \(generator.seed): the reader gave up on \(String(decoding: body.prefix(400), as: UTF8.self))")
            #expect(direct == Self.decoded(body), "round \(round), seed \(generator.seed)")
        }
    }

    @Test("given generated pages with a byte deleted, doubled or replaced, when decoded through the repository's path, then the result is JSONDecoder's, page or failure")
    func mutatedPages() throws {
        var generator = SeededGenerator(seed: UInt64.random(in: 0...UInt64.max))
        let replacements = Array(#"",:[]{}0123456789.eE-+\/ ntfu"#.utf8) + [0x00, 0x1F, 0xC3, 0xFF]
        var readDirectly = 0
        for round in 0..<150 {
            let page = Array(PhotoPageText.page(photos: Int.random(in: 1...4, using: &generator), using: &generator).utf8)
            for _ in 0..<20 {
                var body = page
                let at = Int.random(in: 0..<body.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: body.remove(at: at)
                case 1: body.insert(body[at], at: at)
                default: body[at] = replacements.randomElement(using: &generator)!
                }
                let (direct, decoded) = Self.bothPaths(Data(body))
                #expect(direct == decoded, "round \(round), seed \(generator.seed): \(String(decoding: body, as: UTF8.self))")
                if UnsplashPhotoListReader.read(Data(body)) != nil, direct != nil { readDirectly += 1 }
            }
        }
        // Some mutations land in text or whitespace and leave a page the reader still reads itself.
        #expect(readDirectly > 0)
    }

    @Test(
        "given a page JSONDecoder reads but the reader is not sure of, when decoded through the repository's path, then the reader leaves it and the result is JSONDecoder's",
        arguments: [
            #"[{"id":"a","width":6000.0,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#,
            #"[{"id":"a","id":"b","width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#,
            #"[{"id":"a","width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}},]"#,
            "\u{FEFF}[]",
            #"[{"id":"a","width":"wide","height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#,
            #"[{"id":"a","width":1,"height":1,"premium":"yes","urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#,
            #"[{"id":"a","width":1,"height":1,"x":01,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#,
            #"[{"id":"\ud800","width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#,
            "[" + Array(repeating: "{}", count: 101).joined(separator: ",") + "]",
        ]
    )
    func leftToJSONDecoder(body: String) {
        #expect(UnsplashPhotoListReader.read(Data(body.utf8)) == nil)
        let (direct, decoded) = Self.bothPaths(Data(body.utf8))
        #expect(direct == decoded)
    }
}
