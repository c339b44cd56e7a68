import Domain
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

    /// A one-photo page whose photo carries `extra` as an unknown field's value.
    private static func page(extra: String) -> String {
        #"[{"id":"a","width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"},"x":"# + extra + "}]"
    }

    @Test("given a page with bytes that are not UTF-8 (in a field read, in one skipped, in a key, an overlong form), when read, then it is left to the decoder's path, which refuses it as not UTF-8", arguments: [
        [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
    ] as [[UInt8]])
    func invalidUTF8IsLeftAndRefused(bad: [UInt8]) {
        let bodies = [
            Data(#"[{"id":""#.utf8) + bad + Data(#"","width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#.utf8),
            Data(Self.page(extra: "\"").utf8).dropLast(3) + bad + Data(#""}]"#.utf8),
            Data(#"[{"id":"a","#.utf8) + Data("\"".utf8) + bad + Data(#"":1,"width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#.utf8),
        ]
        for body in bodies {
            #expect(UnsplashPhotoListReader.read(body) == nil)
            #expect(throws: DomainError.invalidResponse("the photo list is not the expected JSON (it is not valid UTF-8)")) {
                try HTTPResponse(status: 200, headers: HTTPHeaders([]), body: body).decodePhotoList(what: "the photo list")
            }
        }
    }

    @Test("given a page with a non-ASCII key, when read, then it is left to JSONDecoder, which reads the same page")
    func nonASCIIKeysAreLeft() {
        let body = Data(#"[{"id":"a","clé":1,"width":1,"height":1,"urls":{"full":"f","regular":"r","small":"s","thumb":"t"},"user":{"username":"u"}}]"#.utf8)

        #expect(UnsplashPhotoListReader.read(body) == nil)
        let (direct, decoded) = Self.bothPaths(body)
        #expect(direct != nil && direct == decoded)
    }

    @Test("given pages holding just under, at and just over the value budget, when read, then the reader reads exactly those the budget's own pass allows")
    func theReaderCountsValuesAsTheBudgetDoes() throws {
        let base = Self.page(extra: "[]")
        let baseCount = base.utf8.filter { [UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{")].contains($0) }.count + 1
        for total in JSONValueBudget.maximumValues - 2...JSONValueBudget.maximumValues + 2 {
            // n zeros in the array add n - 1 commas.
            let zeros = total - baseCount + 1
            let body = Data(Self.page(extra: "[" + Array(repeating: "0", count: zeros).joined(separator: ",") + "]").utf8)
            let allowed = !JSONValueBudget.exceeds(in: body)

            #expect((UnsplashPhotoListReader.read(body) != nil) == allowed, "\(total) values")
            // The same count with a trailing comma in the array: never a page, whichever side of the limit.
            let trailing = Data(Self.page(extra: "[" + Array(repeating: "0", count: zeros - 1).joined(separator: ",") + ",]").utf8)
            #expect(UnsplashPhotoListReader.read(trailing) == nil, "\(total) values, a trailing comma")
            if !allowed {
                #expect(throws: DomainError.invalidResponse("the photo list is larger than a source sends (more than \(JSONValueBudget.maximumValues) JSON values)")) {
                    try HTTPResponse(status: 200, headers: HTTPHeaders([]), body: body).decodePhotoList(what: "the photo list")
                }
            }
        }
    }
}
