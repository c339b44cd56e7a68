import Foundation
@testable import PhotoData
import Testing

@Suite("A downloaded JPEG checked to be whole")
struct JPEGStructureTests {
    /// The fixtures, each a JPEG that libjpeg-turbo's `djpeg` decodes without a warning (Fixtures/JPEG/SOURCES.md).
    static let wholeFiles = ["baseline-420", "progressive-444", "grayscale-restart", "cmyk-quadrants"]

    private static func bytes(_ name: String) throws -> [UInt8] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "jpg", subdirectory: "Fixtures/JPEG"))
        return [UInt8](try Data(contentsOf: url))
    }

    private static func problem(_ file: [UInt8]) -> String? {
        file.withUnsafeBytes(JPEGStructure.problem)
    }

    @Test("given whole JPEGs (baseline, progressive, grayscale with restarts, CMYK), when checked, then each passes", arguments: wholeFiles)
    func wholeFilesPass(name: String) throws {
        #expect(Self.problem(try Self.bytes(name)) == nil)
    }

    @Test("given a whole JPEG with 2 MB of metadata segments (one holding FF D9, as an EXIF thumbnail does) and a 100 KB trailer after its end, when checked, then it passes")
    func largeMetadataAndTrailersPass() throws {
        let file = try Self.bytes("baseline-420")
        let segment: [UInt8] = [0xFF, 0xE1, 0xFF, 0xFF] + [0xFF, 0xD9] + Array(repeating: 0xFF, count: 65_531)  // FFs inside a segment are data
        let metadata = Array(Array(repeating: segment, count: 32).joined())
        let trailer = Array(repeating: UInt8(0x42), count: 100_000)
        #expect(Self.problem(Array(file.prefix(2)) + metadata + Array(file.dropFirst(2)) + trailer) == nil)
    }

    @Test("given a frame and a scan header followed at once by the end marker, when checked, then it fails saying there is no picture data")
    func noPictureDataFails() throws {
        let file = try Self.bytes("baseline-420")
        let scan = try #require(file.indices.first { file[$0] == 0xFF && file[$0 + 1] == 0xDA })
        let header = Int(file[scan + 2]) << 8 | Int(file[scan + 3])
        #expect(Self.problem(Array(file.prefix(scan + 2 + header)) + [0xFF, 0xD9]) == "it has no picture data")
    }

    @Test("given each whole JPEG cut short anywhere, when checked, then none passes", arguments: wholeFiles)
    func cutShortFilesFail(name: String) throws {
        let file = try Self.bytes(name)
        for length in stride(from: 3, to: file.count - 1, by: 7) {
            #expect(Self.problem(Array(file.prefix(length))) != nil, "cut at \(length) of \(file.count)")
        }
    }

    @Test("given a start and an end marker with nothing between, when checked, then it fails saying there is no picture")
    func emptyJPEGFails() {
        #expect(Self.problem([0xFF, 0xD8, 0xFF, 0xD9]) == "it ends before its picture data")
    }

    @Test("given a frame of zero width or height, when checked, then it fails saying it declares no pixels", arguments: [(0, 16), (16, 0)])
    func zeroSizedFrameFails(width: Int, height: Int) throws {
        var file = try Self.bytes("baseline-420")
        let frame = try #require(file.indices.first { file[$0] == 0xFF && file[$0 + 1] == 0xC0 })
        file[frame + 5] = UInt8(height >> 8)
        file[frame + 6] = UInt8(height & 0xFF)
        file[frame + 7] = UInt8(width >> 8)
        file[frame + 8] = UInt8(width & 0xFF)
        #expect(Self.problem(file) == "its header declares no pixels")
    }

    @Test("given a start marker followed by anything but segments, when checked, then it fails")
    func garbageAfterTheStartFails() {
        let garbage: [UInt8] = [0xFF, 0xD8, 0xFF] + (0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 37) % 0xFF }
        #expect(Self.problem(garbage) != nil)
    }
}
