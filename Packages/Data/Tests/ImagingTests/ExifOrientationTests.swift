import Domain
import Foundation
import Imaging
import Testing

@Suite("Exif orientation, against ImageMagick's reading of the tag and jpegtran's turns")
struct ExifOrientationTests {
    private let decoder = TurboJPEGDecoder()

    /// Each orientation's name as ImageMagick's `identify -format %[orientation]` prints it, and the
    /// jpegtran transform that stores the picture as it is shown (the arguments exiftran uses).
    private static let reference: [ExifOrientation: (name: String, jpegtran: [String])] = [
        .up: ("TopLeft", []), .upMirrored: ("TopRight", ["-flip", "horizontal"]), .down: ("BottomRight", ["-rotate", "180"]),
        .downMirrored: ("BottomLeft", ["-flip", "vertical"]), .leftMirrored: ("LeftTop", ["-transpose"]),
        .right: ("RightTop", ["-rotate", "90"]), .rightMirrored: ("RightBottom", ["-transverse"]), .left: ("LeftBottom", ["-rotate", "270"]),
    ]

    /// A 4:4:4 file whose sides are whole blocks, so jpegtran turns it exactly.
    private static func storedFile(width: Int, height: Int) throws -> Data {
        try ReferenceTools.run("cjpeg", ["-quality", "95", "-sample", "1x1"], input: ReferenceTools.ppm(width: width, height: height, rgb: SamplePictures.photoLike(width: width, height: height)))
    }

    @Test("given a file tagged with each of the eight orientations in either byte order, when decoded, then its pixels are within 2 of djpeg's decoding of jpegtran's upright copy, and ImageMagick reads the same tag",
          arguments: ExifOrientation.allCases, [true, false])
    func decodedUpright(orientation: ExifOrientation, littleEndian: Bool) throws {
        let stored = try Self.storedFile(width: 64, height: 40)
        let tagged = ExifSegment.inserting(orientation: UInt16(orientation.rawValue), littleEndian: littleEndian, into: stored)
        let expected = try #require(Self.reference[orientation])
        let readByImageMagick = try ReferenceTools.run("identify", ["-format", "%[orientation]", "jpeg:-"], input: tagged)
        #expect(String(decoding: readByImageMagick, as: UTF8.self) == expected.name)
        let upright = expected.jpegtran.isEmpty ? stored : try ReferenceTools.run("jpegtran", ["-perfect"] + expected.jpegtran, input: stored)
        let reference = try ReferenceTools.parsePNM(try ReferenceTools.run("djpeg", ["-pnm"], input: upright))

        let image = try decoder.decode(tagged, atLeast: try #require(PixelSize(width: reference.width, height: reference.height)))

        #expect(image.size.width == reference.width && image.size.height == reference.height, "decoded \(image.size)")
        #expect(image.rgb.count == reference.rgb.count)
        Self.expectClose(image.rgb, reference.rgb)
        #expect(image.encoded == tagged)
    }

    @Test("given a file turned a quarter by its tag and a view of the shown proportions, when decoded, then it is scaled while decoding to cover the view upright, not the stored sides")
    func scaledForTheShownSides() throws {
        let tagged = ExifSegment.inserting(orientation: 6, littleEndian: false, into: try Self.storedFile(width: 400, height: 304))
        let reference = try ReferenceTools.parsePNM(
            try ReferenceTools.run("djpeg", ["-pnm", "-scale", "1/4"], input: try ReferenceTools.run("jpegtran", ["-perfect", "-rotate", "90"], input: try Self.storedFile(width: 400, height: 304)))
        )

        let image = try decoder.decode(tagged, atLeast: try #require(PixelSize(width: 76, height: 100)))

        #expect(image.size == (try #require(PixelSize(width: 76, height: 100))))
        #expect(reference.width == 76 && reference.height == 100)
        Self.expectClose(image.rgb, reference.rgb)
    }

    /// Expects the two decodings to agree within 4 levels in every channel and 0.5 on average. A turned
    /// picture is decoded, then turned; jpegtran's copy is turned block by block, then decoded, and the
    /// integer inverse DCT rounds its row and column passes differently, so a quarter turn differs by a few
    /// levels here and there. A pixel from the wrong place differs by far more.
    private static func expectClose(_ decoded: [UInt8], _ reference: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let differences = zip(decoded, reference).map { abs(Int($0) - Int($1)) }
        let largest = differences.max() ?? 0
        let mean = Double(differences.reduce(0, +)) / Double(max(1, differences.count))
        #expect(largest <= 4 && mean <= 0.5, "off by \(largest) at most, \(mean) on average", sourceLocation: sourceLocation)
    }

    @Test("given a tag of a value outside 1…8, of the wrong type, or in a segment that is not Exif, when read, then the picture is taken as upright")
    func oddTagsAreUpright() throws {
        let stored = try Self.storedFile(width: 16, height: 8)
        for tagged in [
            ExifSegment.inserting(orientation: 0, littleEndian: true, into: stored),
            ExifSegment.inserting(orientation: 9, littleEndian: false, into: stored),
            ExifSegment.inserting(orientation: 6, littleEndian: true, into: stored, type: 4),
            ExifSegment.inserting(orientation: 6, littleEndian: true, into: stored, signature: "XMP\0\0\0"),
        ] {
            #expect(tagged.withUnsafeBytes { ExifOrientation(jpeg: $0) } == .up)
            #expect(try decoder.decode(tagged, atLeast: try #require(PixelSize(width: 16, height: 8))).size == (try #require(PixelSize(width: 16, height: 8))))
        }
    }

    @Test("given a tagged file cut at every length, and with every byte of its Exif segment changed, when the orientation is read, then it never reads outside the file and is one of the eight")
    func damagedSegmentsAreSafe() throws {
        let tagged = ExifSegment.inserting(orientation: 8, littleEndian: true, into: try Self.storedFile(width: 16, height: 8))
        #expect(tagged.withUnsafeBytes { ExifOrientation(jpeg: $0) } == .left)
        for length in 0..<tagged.count {
            // A copy of exactly that length, so reading past it is a fault under AddressSanitizer.
            let cut = [UInt8](tagged.prefix(length))
            _ = cut.withUnsafeBytes { ExifOrientation(jpeg: $0) }
        }
        for index in 2..<(2 + ExifSegment.length) {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0xFF] {
                var changed = [UInt8](tagged)
                changed[index] = value
                _ = changed.withUnsafeBytes { ExifOrientation(jpeg: $0) }
            }
        }
    }
}
