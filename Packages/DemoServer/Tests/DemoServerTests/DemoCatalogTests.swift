@testable import DemoServer
import Foundation
import Testing

@Suite("DemoCatalog")
struct DemoCatalogTests {
    private let catalog = DemoCatalog(count: 1_000)
    private let base64Alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    private let base83Alphabet = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")

    @Test("given 1,000 photos, when every id is generated, then all are distinct, 11 URL-safe characters, and invert to their index")
    func idsAreUniqueAndInvertible() {
        let ids = (0..<catalog.count).map(DemoCatalog.id(at:))
        #expect(Set(ids).count == catalog.count)
        #expect(ids.allSatisfy { $0.count == 11 && $0.allSatisfy(base64Alphabet.contains) })
        #expect(ids.enumerated().allSatisfy { catalog.index(of: $1) == $0 })
        #expect(catalog.index(of: DemoCatalog.id(at: 5_000)) == nil)
        #expect(catalog.index(of: "not-an-id") == nil)
    }

    @Test("given the same index twice, when generated, then the photos encode identically")
    func deterministic() throws {
        let first = DemoRouter.encode(catalog.photo(at: 42, baseURL: "http://h"))
        let second = DemoRouter.encode(DemoCatalog(count: 1_000).photo(at: 42, baseURL: "http://h"))
        #expect(first == second)
    }

    @Test("given every photo, when generated, then its blur hash has a valid length and alphabet and its colour is #RRGGBB")
    func blurHashesAndColoursAreValid() throws {
        for index in 0..<catalog.count {
            let photo = try #require(catalog.photo(at: index, baseURL: "http://h"))
            let hash = photo.blurHash
            #expect(hash.first == "L")  // size flag 21: 4 × 3 components
            #expect(hash.count == 4 + 2 * 4 * 3)
            #expect(hash.allSatisfy(base83Alphabet.contains))
            #expect(photo.color <= 0xFF_FFFF)
            #expect(photo.width > 0 && photo.height > 0)
        }
    }

    @Test("given the reference vector's components, when encoded, then the reference BlurHash is produced")
    func encoderMatchesReference() {
        // "LEHV6nWB2yk8pyo0adR*.7kCMdnj": 4×3 components, maximum 14... its first six characters encode
        // the size flag (L = 21 → 4×3), the maximum (E = 14) and the DC colour #979695 (HV6n).
        let hash = BlurHashEncoder.encode(componentsX: 4, componentsY: 3, quantisedMaximum: 14, dc: 0x97_9695,
                                          ac: Array(repeating: (9, 9, 9), count: 11))
        #expect(hash.hasPrefix("LEHV6n"))
        #expect(hash.count == 28)
    }
}

@Suite("DemoCatalog photo shapes")
struct DemoCatalogShapeTests {
    @Test("given every photo, when generated, then its aspect ratio is a common camera ratio no wider than 16:9")
    func plausibleSizes() throws {
        let catalog = DemoCatalog(count: 1_000)
        for index in 0..<catalog.count {
            let photo = try #require(catalog.photo(at: index, baseURL: "http://h"))
            let ratio = Double(max(photo.width, photo.height)) / Double(min(photo.width, photo.height))
            #expect((1.0...(16.0 / 9.0 + 0.001)).contains(ratio), "photo \(index) is \(photo.width) × \(photo.height)")
        }
    }
}
