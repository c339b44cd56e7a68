import Domain
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

/// A minimal sixel decoder, enough to read back what ``SixelEncoder`` writes: the raster attributes, the
/// palette (in percent), and each pixel's colour register.
private struct DecodedSixel {
    var introducer = ""
    var raster: [Int] = []
    var palette: [Int: [Int]] = [:]
    var pixels: [Int: Int] = [:]
    var width = 0
    var height = 0

    init(_ text: String) throws {
        let bytes = Array(text.utf8)
        #expect(bytes.starts(with: [0x1B, UInt8(ascii: "P")]))
        #expect(bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")])
        let q = try #require(bytes.firstIndex(of: UInt8(ascii: "q")))
        introducer = String(decoding: bytes[2..<q], as: UTF8.self)
        var position = q + 1
        func number() -> Int {
            var value = 0
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
                value = value * 10 + Int(bytes[position] - 0x30)
                position += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while position < bytes.count, bytes[position] == UInt8(ascii: ";") {
                position += 1
                values.append(number())
            }
            return values
        }
        var (x, y, colour) = (0, 0, 0)
        func draw(_ character: UInt8, count: Int) {
            for _ in 0..<count {
                for bit in 0..<6 where (character - 63) & (1 << bit) != 0 {
                    pixels[(y + bit) << 16 | x] = colour
                }
                x += 1
            }
        }
        while position < bytes.count - 2 {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): raster = numbers()
            case UInt8(ascii: "#"):
                let values = numbers()
                if values.count == 5 { palette[values[0]] = Array(values[2...]) } else { colour = values[0] }
            case UInt8(ascii: "!"):
                let count = number()
                draw(bytes[position], count: count)
                position += 1
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"): (x, y) = (0, y + 6)
            case 63...126: draw(byte, count: 1)
            default: Issue.record("unexpected byte \(byte) in the sixel data")
            }
        }
        width = raster.count == 4 ? raster[2] : 0
        height = raster.count == 4 ? raster[3] : 0
    }

    /// The colour register drawn at (x, y), if any.
    func register(_ x: Int, _ y: Int) -> Int? { pixels[y << 16 | x] }
}

@Suite("Sixel encoding")
struct SixelEncoderTests {
    private let red = RGBColor(red: 255, green: 0, blue: 0)
    private let green = RGBColor(red: 0, green: 200, blue: 0)
    private let blue = RGBColor(red: 10, green: 20, blue: 255)
    private let grey = RGBColor(red: 128, green: 128, blue: 128)

    private func quadrants(width: Int, height: Int) -> PixelGrid {
        var pixels = [RGBColor]()
        for y in 0..<height {
            for x in 0..<width {
                let colours = y < height / 2 ? [red, green] : [blue, grey]
                pixels.append(colours[x < width / 2 ? 0 : 1])
            }
        }
        return PixelGrid(width: width, height: height, pixels: pixels)
    }

    private func percent(_ colour: RGBColor) -> [Int] {
        [colour.red, colour.green, colour.blue].map { (Int($0) * 100 + 127) / 255 }
    }

    @Test("given four coloured quadrants, when encoded and decoded, then every pixel has exactly its own colour, under 1;1 raster attributes and a palette in percent")
    func quadrantsRoundTrip() throws {
        let grid = quadrants(width: 8, height: 12)

        let decoded = try DecodedSixel(SixelEncoder.encode(grid))

        #expect(decoded.introducer == "0;1;0")
        #expect(decoded.raster == [1, 1, 8, 12])
        #expect(decoded.palette.count == 4)
        #expect(Set(decoded.palette.values) == Set([[100, 0, 0], [0, 78, 0], [4, 8, 100], [50, 50, 50]]))
        for y in 0..<12 {
            for x in 0..<8 {
                let register = try #require(decoded.register(x, y), "pixel (\(x), \(y)) was not drawn")
                #expect(decoded.palette[register] == percent(grid[x, y]), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("given 12 and 13 pixel rows, when encoded, then bands of six rows are separated by one - each and colours within a band by $")
    func bands() {
        let twelve = SixelEncoder.encode(quadrants(width: 8, height: 12))
        let thirteen = SixelEncoder.encode(quadrants(width: 8, height: 13))

        // Two bands; each holds two colours.
        #expect(twelve.filter { $0 == "-" }.count == 1)
        #expect(twelve.filter { $0 == "$" }.count == 2)
        // The third band is the last, lone row of blue and grey.
        #expect(thirteen.filter { $0 == "-" }.count == 2)
        #expect(thirteen.hasSuffix("-#2!4@$#3!4?!4@\u{1B}\\"))
    }

    @Test("given runs of one colour, when encoded, then runs of four or more use !count and shorter runs repeat the character")
    func runLength() {
        func body(width: Int) -> String {
            let grid = PixelGrid(width: width, height: 6, pixels: Array(repeating: red, count: width * 6))
            return String(SixelEncoder.encode(grid).split(separator: "#").last ?? "")
        }

        #expect(body(width: 3) == "0~~~\u{1B}\\")
        #expect(body(width: 4) == "0!4~\u{1B}\\")
        #expect(body(width: 300) == "0!300~\u{1B}\\")
    }

    @Test("given a gradient of thousands of colours, when encoded undithered and decoded, then 256 colours are defined and each pixel has the palette colour nearest its own")
    func quantisedGradient() throws {
        let (width, height) = (64, 48)
        var pixels = [RGBColor]()
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(RGBColor(red: UInt8(x * 4), green: UInt8(y * 5), blue: UInt8((x + y) * 2)))
            }
        }
        let grid = PixelGrid(width: width, height: height, pixels: pixels)
        let palette = QuantizedPicture(grid).palette

        let decoded = try DecodedSixel(SixelEncoder.encode(grid, dithered: false))

        #expect(palette.count == 256)
        #expect(decoded.palette.count == 256)
        let expectedPalette: [Int: [Int]] = Dictionary(uniqueKeysWithValues: palette.indices.map { ($0, percent(palette[$0])) })
        #expect(decoded.palette == expectedPalette)
        func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
            let (r, g, b) = (Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue))
            return r * r + g * g + b * b
        }
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let register = try #require(decoded.register(x, y))
                let nearest = palette.map { distance($0, grid[x, y]) }.min()
                if distance(palette[register], grid[x, y]) != nearest { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test("given the same photo twice, when quantised, then the palette and indices are the same")
    func deterministic() {
        let pixels = (0..<40 * 30).map { (index: Int) -> RGBColor in
            RGBColor(red: UInt8(index * 37 % 256), green: UInt8(index * 11 % 256), blue: UInt8(index % 256))
        }
        let grid = PixelGrid(width: 40, height: 30, pixels: pixels)

        let (first, second) = (QuantizedPicture(grid), QuantizedPicture(grid))

        #expect(first.palette == second.palette && first.indices == second.indices)
        #expect(first.palette.count <= 256)
    }

    /// `sixel` decoded by ImageMagick, as rows of pixels.
    private static func decodedByImageMagick(_ sixel: String) throws -> [[(Int, Int, Int)]] {
        let (width, height, rgb) = try PictureSamples.decodedSixel(sixel)
        return (0..<height).map { y in
            (0..<width).map { x in (Int(rgb[(y * width + x) * 3]), Int(rgb[(y * width + x) * 3 + 1]), Int(rgb[(y * width + x) * 3 + 2])) }
        }
    }

    @Test("given a smooth gradient and a photograph, when encoded as sixel and decoded by ImageMagick, then the picture is whole and dithering brings the colour of its 4×4 areas closer to the source than the nearest palette colour does")
    func ditheringRemovesBanding() throws {
        for (name, grid) in [("gradient", PictureSamples.sky), ("coffee", try PictureSamples.coffee())] {
            let dithered = try Self.decodedByImageMagick(SixelEncoder.encode(grid))
            let banded = try Self.decodedByImageMagick(SixelEncoder.encode(grid, dithered: false))
            let (after, before) = (PictureSamples.meanError(dithered, block: 4, source: grid), PictureSamples.meanError(banded, block: 4, source: grid))
            let registers = SixelEncoder.encode(grid).matches(of: /#[0-9]+;2;/).count
            print("sixel \(name) at \(grid.width)×\(grid.height): \(registers) registers, mean error over 4×4 areas: nearest \(before), dithered \(after)")

            #expect(dithered.count == grid.height && dithered.allSatisfy { $0.count == grid.width })
            #expect(after < before, "\(name): dithered \(after), nearest \(before)")
            #expect(after < 3, "\(name): dithered \(after)")
        }
    }
}
