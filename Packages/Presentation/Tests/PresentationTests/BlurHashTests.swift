import Domain
import Presentation
import Testing

@Suite("BlurHash decoder")
struct BlurHashTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let hash: String
        let components: (Int, Int)
        let samples: [(x: Int, y: Int, rgb: (Int, Int, Int))]
        var testDescription: String { hash }
    }

    // Independently computed vectors from the shared reference (±1 per channel allowed).
    static let vectors = [
        Vector(hash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", components: (4, 3),
               samples: [(0, 0, (135, 164, 177)), (16, 16, (158, 125, 108)), (31, 31, (133, 142, 147))]),
        Vector(hash: "LlMF%n00%#MwS|WCWEM{R*bbWBbH", components: (4, 3),
               samples: [(0, 0, (91, 67, 0)), (16, 16, (181, 107, 80)), (31, 31, (244, 223, 221))]),
    ]

    @Test("given a reference hash, when decoded at 32×32, then the size and sampled pixels match within 1", arguments: vectors)
    func matchesReference(vector: Vector) throws {
        let hash = try BlurHash(vector.hash)
        let grid = hash.decode(width: 32, height: 32)

        #expect((hash.componentsX, hash.componentsY) == vector.components)
        #expect(grid.pixels.count == 32 * 32)
        for sample in vector.samples {
            let pixel = grid[sample.x, sample.y]
            #expect(abs(Int(pixel.red) - sample.rgb.0) <= 1 && abs(Int(pixel.green) - sample.rgb.1) <= 1 && abs(Int(pixel.blue) - sample.rgb.2) <= 1,
                    "(\(sample.x),\(sample.y)) = \(pixel)")
        }
    }

    @Test("given malformed hashes, when parsed, then each is rejected with a reason, never a crash", arguments: [
        ("", BlurHash.Failure.invalidLength(expected: nil, actual: 0)),
        ("LEHV6", .invalidLength(expected: nil, actual: 5)),
        ("LEHV6nWB2yk8pyo0adR*.7kCMdn", .invalidLength(expected: 28, actual: 27)),
        ("LEHV6nWB2yk8pyo0adR*.7kCMdnjj", .invalidLength(expected: 28, actual: 29)),
        ("LEHV6nWB2yk8pyo0adR*.7kCMd\u{1B}j", .invalidCharacter(offset: 26)),
        ("LEHV6nWB2yk8pyo0adR*.7kCMdé", .invalidCharacter(offset: 26)),
        ("~~~~~~", .invalidLength(expected: nil, actual: 6)),
    ])
    func rejectsMalformed(hash: String, failure: BlurHash.Failure) {
        #expect(throws: failure) { try BlurHash(hash) }
    }

    @Test("given a 1×1 hash, when decoded at any size, then every pixel is the average colour")
    func singleComponent() throws {
        let grid = try BlurHash("00TI:j").decode(width: 3, height: 2)
        #expect(Set(grid.pixels.map { [$0.red, $0.green, $0.blue] }).count == 1)
    }
}
