import Domain
import Testing

@Suite("A picture's proportions against a photo's")
struct PixelSizeProportionsTests {
    @Test("given a picture and a photo's sides, when compared, then only proportions within 5 % are the same picture's", arguments: [
        (300, 200, 6_000.0, 4_000.0, true), (301, 200, 6_000.0, 4_000.0, true), (314, 200, 6_000.0, 4_000.0, true),
        (316, 200, 6_000.0, 4_000.0, false), (80, 20, 6_000.0, 4_000.0, false), (200, 300, 6_000.0, 4_000.0, false),
        (300, 200, 0.0, 4_000.0, false), (300, 200, 6_000.0, -1.0, false), (300, 200, .infinity, 4_000.0, false),
    ])
    func proportions(width: Int, height: Int, photoWidth: Double, photoHeight: Double, same: Bool) throws {
        let size = try #require(PixelSize(width: width, height: height))
        #expect(size.hasProportions(ofWidth: photoWidth, height: photoHeight) == same)
    }
}
