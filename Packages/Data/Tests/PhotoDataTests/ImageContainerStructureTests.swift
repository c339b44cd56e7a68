@testable import PhotoData
import Testing

@Suite("ImageContainerStructure: whole PNG, GIF, WebP and AVIF files told from signatures and cut transfers")
struct ImageContainerStructureTests {
    private typealias Format = ImageContainerStructure.Format

    // 2 × 2 red images written by ImageMagick (`convert -size 2x2 xc:red -strip png:…`, `gif:…`, `webp:…`).
    static let png: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
        0x00, 0x00, 0x00, 0x02, 0x01, 0x03, 0x00, 0x00, 0x00, 0x48, 0x78, 0x9F, 0x67, 0x00, 0x00, 0x00, 0x03, 0x50, 0x4C, 0x54,
        0x45, 0xFF, 0x00, 0x00, 0x19, 0xE2, 0x09, 0x37, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0x60,
        0x60, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01, 0x27, 0x34, 0x27, 0x0A, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ]
    static let gif: [UInt8] = [
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x02, 0x00, 0x02, 0x00, 0xF0, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21,
        0xF9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x02, 0x02, 0x84,
        0x51, 0x00, 0x3B,
    ]
    static let webP: [UInt8] = [
        0x52, 0x49, 0x46, 0x46, 0x3C, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20, 0x30, 0x00, 0x00, 0x00,
        0xD0, 0x01, 0x00, 0x9D, 0x01, 0x2A, 0x02, 0x00, 0x02, 0x00, 0x02, 0x00, 0x34, 0x25, 0xA0, 0x02, 0x74, 0xBA, 0x01, 0xF8,
        0x00, 0x03, 0xB0, 0x00, 0xFE, 0xF0, 0xC4, 0x0B, 0xFF, 0x20, 0xB9, 0x61, 0x75, 0xC8, 0xD7, 0xFF, 0x20, 0x3F, 0xE4, 0x07,
        0xFC, 0x80, 0xFF, 0xF8, 0xF2, 0x00, 0x00, 0x00,
    ]
    /// An AVIF file's top-level boxes as ImageMagick writes them (`ftyp` 28 bytes, `meta`, `mdat`), their
    /// contents zeroed: the check reads the boxes' framing only.
    static let avif: [UInt8] = box("ftyp", Array("avif".utf8) + [0, 0, 0, 0] + Array("avifmif1miaf".utf8))
        + box("meta", [UInt8](repeating: 0, count: 226)) + box("mdat", [UInt8](repeating: 0x12, count: 28))

    private static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let size = UInt32(8 + body.count)
        return [UInt8(size >> 24), UInt8(size >> 16 & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size & 0xFF)] + Array(type.utf8) + body
    }

    private static let wholeFiles: [(Format, [UInt8])] = [(.png, png), (.gif, gif), (.webP, webP), (.isoMedia, avif)]

    private static func problem(_ bytes: [UInt8], _ format: Format) -> String? {
        bytes.withUnsafeBytes { ImageContainerStructure.problem($0, format: format) }
    }

    @Test("given whole images written by another encoder, when checked, then each is whole")
    func wholeImagesPass() {
        for (format, bytes) in Self.wholeFiles {
            #expect(Self.problem(bytes, format) == nil, "\(format)")
        }
    }

    @Test("given each image cut after any number of its bytes, when checked, then every cut file is refused with a reason of one line")
    func everyCutIsRefused() {
        for (format, bytes) in Self.wholeFiles {
            for length in 0..<bytes.count {
                let problem = Self.problem(Array(bytes.prefix(length)), format)
                #expect(problem.map { !$0.isEmpty && !$0.contains("\n") } == true, "\(format) cut to \(length) bytes: \(problem ?? "accepted")")
            }
        }
    }

    @Test("given a signature alone, or a header declaring no pixels, when checked, then it is refused saying why")
    func signaturesAloneAreRefused() {
        #expect(Self.problem(Array("GIF89a".utf8), .gif) == "it has no GIF header")
        #expect(Self.problem(Array(Self.png.prefix(8)), .png) == "it has no PNG header chunk")
        #expect(Self.problem(Array("RIFF\0\0\0\0WEBPVP8 ".utf8), .webP) == "it has no WebP header")
        var noPixels = Self.gif
        noPixels[6] = 0
        #expect(Self.problem(noPixels, .gif) == "it declares no pixels")
        #expect(Self.problem(Array(Self.webP.dropLast(2)), .webP) == "it is cut short (66 of the 68 bytes its header gives)")
    }

    @Test("given headers with no picture in them (a PNG without IDAT, a GIF without an image, a WebP whose VP8 chunk is zeros or that has only VP8X, an AVIF whose mdat is empty), when checked, then each is refused for holding no picture")
    func headersWithoutAPictureAreRefused() {
        let ihdr = Array(Self.png[8..<33])
        let iend = Array(Self.png.suffix(12))
        #expect(Self.problem(Array(Self.png.prefix(8)) + ihdr + iend, .png) == "it holds no picture data (no IDAT chunk)")
        #expect(Self.problem(Array("GIF89a".utf8) + [0x40, 0x00, 0x30, 0x00, 0x00, 0x00, 0x00, 0x3B], .gif) == "it holds no picture data (no image)")
        let zeros = Array("RIFF".utf8) + [32, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [20, 0, 0, 0] + [UInt8](repeating: 0, count: 20)
        #expect(Self.problem(zeros, .webP) == "its VP8 chunk holds no picture")
        let extended = Array("RIFF".utf8) + [22, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0] + [UInt8](repeating: 0, count: 10)
        #expect(Self.problem(extended, .webP) == "it holds no picture data (no VP8 or VP8L chunk)")
        #expect(Self.problem(Array(Self.avif.prefix(262)) + Self.box("mdat", []), .isoMedia) == "it is cut short (it has no picture data box)")
    }

    @Test("given an image whose GIF frame declares no pixels, or whose parts run past the file, when checked, then it is refused saying so")
    func lyingPartsAreRefused() {
        var emptyFrame = Self.gif
        emptyFrame[32] = 0  // the image descriptor's width, 2, becomes 0
        #expect(Self.problem(emptyFrame, .gif) == "an image in it declares no pixels")
        var longChunk = Self.png
        longChunk[36] = 0x7F  // the PLTE chunk's length grows past the file
        #expect(Self.problem(longChunk, .png) == "it is cut short (inside its PLTE chunk)")
        // A chunk type that is no name (a line break in it, as the fuzzer found) is not quoted.
        var oddType = longChunk
        oddType[38] = 0x0A
        #expect(Self.problem(oddType, .png) == "it is cut short (inside a chunk)")
    }

    @Test("given boxes whose sizes lie (smaller than a header, past the end, 64 bits wide), when checked, then nothing traps and each is refused")
    func lyingBoxesAreRefused() {
        let ftyp = Array(Self.avif.prefix(28))
        #expect(Self.problem(ftyp + [0, 0, 0, 4] + Array("mdat".utf8), .isoMedia) == "a box declares a size smaller than its header")
        #expect(Self.problem(ftyp + [0xFF, 0xFF, 0xFF, 0xFF] + Array("mdat".utf8), .isoMedia) == "it is cut short (a box runs past its end)")
        #expect(Self.problem(ftyp + [0, 0, 0, 1] + Array("mdat".utf8) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF], .isoMedia)
                == "it is cut short (a box runs past its end)")
        #expect(Self.problem(ftyp, .isoMedia) == "it is cut short (it has no picture data box)")
        #expect(Self.problem(Self.box("mdat", [1]) + ftyp, .isoMedia) == "it does not begin with a file-type box")
    }

    @Test("given a file of each format, when its extension is asked, then it is the format's usual one; an ISO media file's follows its brands, major or compatible; a few bytes read no further than they go")
    func extensionsFollowTheFormat() {
        let heic = Self.box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        let avifCompatible = Self.box("ftyp", Array("mif1".utf8) + [0, 0, 0, 0] + Array("miafavif".utf8))
        let heif = Self.box("ftyp", Array("mif1".utf8) + [0, 0, 0, 0] + Array("miaf".utf8))
        let cases: [([UInt8], String)] = [
            (WholeJPEG.bytes(2_000), "jpg"), (Self.png, "png"), (Self.gif, "gif"), (Self.webP, "webp"), (Self.avif, "avif"), (heic, "heic"),
            (avifCompatible, "avif"), (heif, "heif"), (Array(Self.avif.prefix(12)), "avif"), (Array("RIFF".utf8), "jpg"),
        ]
        for (bytes, expected) in cases {
            #expect(bytes.withUnsafeBytes(ImageSignature.fileExtension) == expected)
        }
    }
}
