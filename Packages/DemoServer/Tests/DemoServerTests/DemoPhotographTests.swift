@testable import DemoServer
import Foundation
import Testing

@Suite("The bundled photographs")
struct DemoPhotographTests {
    /// The package's `Photographs` folder, beside `Sources` and `Tests`.
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Photographs")

    @Test("given the package's resource bundle, when the photographs are loaded, then every one decodes at the size the catalog assumes")
    func everyPhotographLoads() throws {
        let library = try DemoPhotographLibrary.shared.get()
        let pixels = try DemoPhotographLibrary.pixels.get()

        #expect(library.entries.map(\.photograph) == DemoPhotograph.all)
        #expect(pixels.count == DemoPhotograph.all.count)
        for (entry, full) in zip(library.entries, pixels) {
            let decoded = try JPEGTool.decode(#require(DemoPhotographLibrary.embeddedFile(named: entry.photograph.name)))
            #expect(decoded.status == 0, "\(entry.photograph.name): \(decoded.messages)")
            #expect((decoded.width, decoded.height) == (entry.photograph.width, entry.photograph.height))
            #expect((full.width, full.height) == (decoded.width, decoded.height))
            #expect(entry.miniature.width == (decoded.width + 7) / 8 && entry.miniature.height == (decoded.height + 7) / 8)
        }
    }

    @Test("given the photographs built into the binary, when compared with the package's Photographs folder, then each is byte for byte the file (Scripts/embed-demo-photographs was run)")
    func builtInPhotographsMatchTheFolder() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".jpg") }

        #expect(Set(files.map { String($0.dropLast(4)) }) == Set(DemoPhotographFiles.base64.keys))
        for photograph in DemoPhotograph.all {
            let file = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent("\(photograph.name).jpg")))
            #expect(DemoPhotographLibrary.embeddedFile(named: photograph.name) == file, "\(photograph.name).jpg differs: run Scripts/embed-demo-photographs")
        }
    }

    @Test("given a photograph missing, when the library is loaded, then it fails with an error naming it, not a crash")
    func aMissingPhotographIsAnError() {
        #expect(throws: DemoPictureError("the photograph astronaut.jpg is missing")) {
            try DemoPhotographLibrary(file: { _ in nil })
        }
    }

    @Test("given two photographs missing, the larger decoded first, when the library is loaded, then the error names the one first in the catalog's order")
    func theFirstMissingPhotographInTheCatalogsOrderIsNamed() {
        let missing: Set = ["chelsea", "retina"]
        #expect(throws: DemoPictureError("the photograph chelsea.jpg is missing")) {
            try DemoPhotographLibrary(file: { missing.contains($0) ? nil : DemoPhotographLibrary.embeddedFile(named: $0) })
        }
    }

    @Test("given the library, whose cores each decode into one buffer in turn, when its miniatures are compared with ones made from each photograph decoded alone, then they are the same bit for bit")
    func miniaturesFromASharedBufferAreThoseOfEachPhotographAlone() throws {
        let library = try DemoPhotographLibrary.shared.get()

        for entry in library.entries {
            let alone = try DemoMiniature(DemoTurboJPEG.decode(#require(DemoPhotographLibrary.embeddedFile(named: entry.photograph.name))))
            #expect(entry.miniature.sRGB.map(\.bitPattern) == alone.sRGB.map(\.bitPattern), "\(entry.photograph.name)")
            #expect(entry.miniature.linear.map(\.bitPattern) == alone.linear.map(\.bitPattern), "\(entry.photograph.name)")
        }
    }

    @Test("given a buffer holding a larger picture, when a smaller one is decoded into it, then the buffer is kept and its first samples are the smaller picture")
    func aSmallerPictureIsDecodedIntoTheStartOfALargerBuffer() throws {
        let (large, small) = try (#require(DemoPhotographLibrary.embeddedFile(named: "retina")), #require(DemoPhotographLibrary.embeddedFile(named: "chelsea")))
        var rgb: [UInt8] = []
        let largeSize = try DemoTurboJPEG.decode(large, into: &rgb)
        let smallSize = try DemoTurboJPEG.decode(small, into: &rgb)
        let alone = try DemoTurboJPEG.decode(small)

        #expect(rgb.count == 3 * largeSize.width * largeSize.height)
        #expect(smallSize == (alone.width, alone.height))
        #expect(Array(rgb[..<alone.rgb.count]) == alone.rgb)
    }

    @Test("given the photographs, when SOURCES.md is read, then it records each one's source and a public-domain or CC0 licence")
    func everyLicenceIsRecorded() throws {
        let sources = try String(contentsOf: Self.folder.appendingPathComponent("SOURCES.md"), encoding: .utf8)
        let rows = sources.split(separator: "\n").filter { $0.hasPrefix("| `") }

        #expect(rows.count == DemoPhotograph.all.count)
        for photograph in DemoPhotograph.all {
            let row = try #require(rows.first { $0.hasPrefix("| `\(photograph.name).jpg`") }, "\(photograph.name) is not in SOURCES.md")
            #expect(row.contains("\(photograph.width) × \(photograph.height)"))
            #expect(row.contains("Public domain") || row.contains("CC0"))
        }
    }

    @Test("given the photographs, when their files are measured, then together they stay small (under 600 KB)")
    func photographsStaySmall() throws {
        let sizes = try DemoPhotograph.all.map { try Data(contentsOf: Self.folder.appendingPathComponent("\($0.name).jpg")).count }

        #expect(sizes.reduce(0, +) < 600 * 1_024)
    }

    @Test("given a file that is not a JPEG, when libjpeg-turbo decodes it, then an error is thrown, not a crash")
    func badFileThrows() {
        #expect(throws: DemoPictureError.self) { try DemoTurboJPEG.decode(Array("not a jpeg".utf8)) }
        #expect(throws: DemoPictureError.self) { try DemoTurboJPEG.decode([0xFF, 0xD8, 0xFF]) }
    }
}
