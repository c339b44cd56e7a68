import Domain
import Foundation
import Imaging
import Testing

@Suite("TurboJPEG decoding against libjpeg-turbo's djpeg")
struct TurboJPEGDecoderTests {
    private let decoder = TurboJPEGDecoder()

    /// The largest difference in any channel of any pixel between `image` and the PNM `reference`.
    private func largestDifference(_ image: PhotoImage, _ reference: (width: Int, height: Int, rgb: [UInt8])) -> Int? {
        guard image.size.width == reference.width, image.size.height == reference.height else { return nil }
        return zip(image.rgb, reference.rgb).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    private func size(_ width: Int, _ height: Int) throws -> PixelSize {
        try #require(PixelSize(width: width, height: height))
    }

    @Test("given sample files cjpeg wrote, when decoded at full size, then every pixel is within 2 of djpeg's", arguments: [
        ["-quality", "90"],  // 4:2:0, the common case
        ["-quality", "75", "-sample", "1x1"],  // 4:4:4
        ["-quality", "85", "-sample", "2x1"],  // 4:2:2
        ["-quality", "80", "-progressive"],
        ["-quality", "90", "-grayscale"],
        ["-quality", "60", "-restart", "2", "-optimize"],
    ])
    func fullSizeMatchesReference(options: [String]) throws {
        for (width, height, rgb) in [(97, 61, SamplePictures.photoLike(width: 97, height: 61)), (64, 48, SamplePictures.quadrants(width: 64, height: 48))] {
            let jpeg = try ReferenceTools.run("cjpeg", options, input: ReferenceTools.ppm(width: width, height: height, rgb: rgb))
            let reference = try ReferenceTools.parsePNM(try ReferenceTools.run("djpeg", ["-pnm"], input: jpeg))

            let image = try decoder.decode(jpeg, atLeast: try size(width, height))

            let difference = try #require(largestDifference(image, reference), "decoded \(image.size), djpeg \(reference.width)×\(reference.height)")
            #expect(difference <= 2, "options \(options), \(width)×\(height): off by \(difference)")
        }
    }

    @Test("given a 400×300 file and a 90×60 view, when decoded, then it is scaled while decoding to 100×75, as djpeg -scale 1/4 does, within 2 per channel")
    func scaledWhileDecoding() throws {
        let jpeg = try ReferenceTools.run("cjpeg", ["-quality", "85"], input: ReferenceTools.ppm(width: 400, height: 300, rgb: SamplePictures.photoLike(width: 400, height: 300)))
        let reference = try ReferenceTools.parsePNM(try ReferenceTools.run("djpeg", ["-pnm", "-scale", "1/4"], input: jpeg))

        let image = try decoder.decode(jpeg, atLeast: try size(90, 60))

        #expect(image.size == (try size(100, 75)))
        let difference = try #require(largestDifference(image, reference))
        #expect(difference <= 2)
    }

    @Test("given a view larger than the file, when decoded, then the file's own size comes back (never enlarged)")
    func smallFileStaysItsSize() throws {
        let jpeg = try ReferenceTools.run("cjpeg", [], input: ReferenceTools.ppm(width: 40, height: 30, rgb: SamplePictures.quadrants(width: 40, height: 30)))

        let image = try decoder.decode(jpeg, atLeast: try size(400, 300))

        #expect(image.size == (try size(40, 30)))
        #expect(image.encoded == jpeg)
    }

    @Test("given files that are not JPEG images, when decoded, then each fails with one line saying so", arguments: [
        (Data(), "empty"), (Data("<!DOCTYPE html><p>rate limited".utf8), "not a JPEG"),
        (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "not a JPEG"), (Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]), "damaged"),
    ])
    func refusesNonImages(data: Data, words: String) throws {
        do {
            _ = try decoder.decode(data, atLeast: try size(10, 10))
            Issue.record("decoded \(data.count) bytes that are no image")
        } catch let error as DomainError {
            guard case .invalidResponse(let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains(words))
            #expect(!message.contains("\n"))
        }
    }

    @Test("given a file whose header declares 60000×60000 pixels, when decoded, then it is refused before any pixel is decoded")
    func refusesHugeDeclaredSize() throws {
        var jpeg = [UInt8](try ReferenceTools.run("cjpeg", [], input: ReferenceTools.ppm(width: 16, height: 16, rgb: SamplePictures.quadrants(width: 16, height: 16))))
        // The baseline frame header (FFC0): length (2), precision (1), height (2), width (2).
        let frame = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange((frame + 5)...(frame + 8), with: [0xEA, 0x60, 0xEA, 0x60])

        do {
            _ = try decoder.decode(Data(jpeg), atLeast: try size(10, 10))
            Issue.record("decoded a 60000×60000 declaration")
        } catch let error as DomainError {
            #expect(error == .invalidResponse("the image is too large to show (60000×60000 pixels)"))
        }
    }

    @Test("given a file larger than the byte limit, when decoded, then it is refused unread")
    func refusesTooManyBytes() throws {
        let decoder = TurboJPEGDecoder(limits: ImageDecodeLimits(maximumBytes: 1_000))
        let jpeg = try ReferenceTools.run("cjpeg", ["-quality", "100"], input: ReferenceTools.ppm(width: 97, height: 61, rgb: SamplePictures.photoLike(width: 97, height: 61)))
        #expect(jpeg.count > 1_000)

        #expect(throws: DomainError.self) { try decoder.decode(jpeg, atLeast: try size(10, 10)) }
    }

    @Test("given a file cut off part-way, when decoded, then the rows it has come back as djpeg decodes them, without crashing")
    func truncatedFileDecodesWhatItHas() throws {
        let jpeg = try ReferenceTools.run("cjpeg", [], input: ReferenceTools.ppm(width: 400, height: 300, rgb: SamplePictures.photoLike(width: 400, height: 300)))
        let cut = jpeg.prefix(jpeg.count * 6 / 10)
        let reference = try ReferenceTools.parsePNM(try ReferenceTools.run("djpeg", ["-pnm"], input: cut, acceptingWarnings: true))

        let image = try decoder.decode(cut, atLeast: try size(400, 300))

        let difference = try #require(largestDifference(image, reference))
        #expect(difference <= 2)
    }

    @Test("given a CMYK file as Adobe software writes it (ImageMagick, inverted channels), when decoded, then each quadrant comes out in its RGB colour")
    func cmykBecomesRGB() throws {
        // 32×32 quadrants red, green / blue, yellow, converted with `convert q.ppm -colorspace CMYK cmyk.jpg`.
        let url = try #require(Bundle.module.url(forResource: "cmyk-quadrants", withExtension: "jpg", subdirectory: "Fixtures"))
        let image = try decoder.decode(try Data(contentsOf: url), atLeast: try size(32, 32))

        func near(_ colour: RGBColor, _ expected: (Int, Int, Int)) -> Bool {
            abs(Int(colour.red) - expected.0) <= 12 && abs(Int(colour.green) - expected.1) <= 12 && abs(Int(colour.blue) - expected.2) <= 12
        }
        #expect(near(image[8, 8], (220, 30, 40)), "\(image[8, 8])")
        #expect(near(image[24, 8], (30, 200, 60)), "\(image[24, 8])")
        #expect(near(image[8, 24], (40, 60, 210)), "\(image[8, 24])")
        #expect(near(image[24, 24], (240, 220, 30)), "\(image[24, 24])")
    }
}
