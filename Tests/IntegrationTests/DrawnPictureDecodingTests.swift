import Domain
import DomainTesting
import Foundation
@testable import PhotoListTerminal
import Presentation
import Synchronization
import Testing

/// What `show --image` and `list --images` draw, decoded, for every protocol: the kitty payload's size and
/// pixels, the iTerm2 file (by djpeg), the sixel raster (by its attributes), the half blocks' cells. Each
/// picture is four coloured quadrants in the photo's proportions, so a crop or a stretch shows.
@Suite("Drawn pictures, decoded", .timeLimit(.minutes(2 * TestTime.scale)))
struct DrawnPictureDecodingTests {
    /// The quadrants' colours: top left, top right, bottom left, bottom right.
    private static let colours: [(Int, Int, Int)] = [(220, 30, 40), (30, 200, 60), (40, 60, 210), (240, 220, 30)]

    /// Loads any photo's picture as the quadrants at exactly the size asked for, with a JPEG of it (by
    /// libjpeg-turbo's cjpeg) as its file.
    private struct QuadrantLoader: LoadPhotoImageUseCase {
        func execute(_ photo: Photo, size: PixelSize) async throws(DomainError) -> PhotoImage {
            var rgb: [UInt8] = []
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let (r, g, b) = DrawnPictureDecodingTests.colours[(y < size.height / 2 ? 0 : 2) + (x < size.width / 2 ? 0 : 1)]
                    rgb += [UInt8(r), UInt8(g), UInt8(b)]
                }
            }
            let ppm = Data("P6\n\(size.width) \(size.height)\n255\n".utf8) + Data(rgb)
            let jpeg = (try? PictureSamples.run("/usr/bin/cjpeg", ["-quality", "95"], input: ppm)) ?? Data()
            return PhotoImage(size: size, rgb: rgb, encoded: jpeg)
        }
    }

    /// Loads every picture as one 640×480 grey image, whatever size is asked: a host that ignores the size
    /// and crop asked of it.
    private struct LandscapeLoader: LoadPhotoImageUseCase {
        func execute(_ photo: Photo, size: PixelSize) async throws(DomainError) -> PhotoImage {
            let size = PixelSize(width: 640, height: 480)!
            return PhotoImage(size: size, rgb: [UInt8](repeating: 128, count: 640 * 480 * 3), encoded: Data())
        }
    }

    /// Loads every picture as a grey 4:3 image as large as fits the size asked, as a host that keeps a
    /// picture's proportions does, and records the sizes asked.
    private final class FourThreeLoader: LoadPhotoImageUseCase, Sendable {
        let asked = Mutex<[PixelSize]>([])
        /// Whether every request after the first fails, as a host that rate limits the second would.
        let failsAfterTheFirst: Bool

        init(failsAfterTheFirst: Bool = false) {
            self.failsAfterTheFirst = failsAfterTheFirst
        }

        func execute(_ photo: Photo, size: PixelSize) async throws(DomainError) -> PhotoImage {
            let count = asked.withLock { $0.append(size); return $0.count }
            if failsAfterTheFirst, count > 1 { throw .rateLimited(resetsAt: nil) }
            let scale = max(1, min(size.width / 4, size.height / 3))  // whole 4:3 steps, so even a small one is 4:3
            let (width, height) = (4 * scale, 3 * scale)
            return PhotoImage(size: PixelSize(width: width, height: height)!, rgb: [UInt8](repeating: 128, count: width * height * 3), encoded: Data())
        }
    }

    private static func graphics(_ graphicsProtocol: GraphicsProtocol) -> TerminalGraphics {
        TerminalGraphics(colorMode: .trueColor, protocol: graphicsProtocol, cell: CellPixelSize(width: 10, height: 20), insideTmux: false)
    }

    /// The picture drawn for a `width` × `height` photo in `columns` × `rows` cells.
    private static func drawn(_ graphicsProtocol: GraphicsProtocol, width: Int, height: Int, columns: Int, rows: Int) async throws -> String {
        let pictures = InlinePictures(encoder: PictureEncoder(graphics: graphics(graphicsProtocol)), load: QuadrantLoader())
        return try await pictures.render(.fixture(width: width, height: height), columns: columns, maximumRows: rows)
    }

    @Test("given a photo declared 100×1000 whose host sends a 640×480 picture, when drawn in half blocks in 100×28 cells, then the picture takes the space in its own shape (28 rows, 75 columns), not a sliver of the tall box")
    func aPictureOfAnotherShapeThanDeclaredTakesTheSpace() async throws {
        let pictures = InlinePictures(encoder: PictureEncoder(graphics: Self.graphics(.halfBlocks)), load: LandscapeLoader())

        let output = try await pictures.render(.fixture(width: 100, height: 1_000), columns: 100, maximumRows: 28)

        let lines = output.split(separator: "\n")
        #expect(lines.count == 28, "\(lines.count) rows")
        #expect(lines.map { TerminalText.width(String($0)) }.max() == 75)
    }

    @Test("given a photo declared 100×1000 whose host keeps its 4:3 pictures within the size asked, when drawn in half blocks in 100×28 cells, then the picture is asked again at its own box's size and drawn there, not stretched from the few pixels the tall box asked for")
    func aPictureOfAnotherShapeIsAskedAgainAtItsOwnSize() async throws {
        let loader = FourThreeLoader()
        let pictures = InlinePictures(encoder: PictureEncoder(graphics: Self.graphics(.halfBlocks)), load: loader)

        let output = try await pictures.render(.fixture(width: 100, height: 1_000), columns: 100, maximumRows: 28)

        let asked = loader.asked.withLock { $0 }
        #expect(asked.count == 2, "\(asked)")
        #expect(asked.last == PixelSize(width: 75, height: 56), "\(asked)")
        #expect(output.split(separator: "\n").count == 28)
    }

    @Test("given the same photo whose host fails the second request, when drawn, then the picture that came first is drawn in its own shape, not an error")
    func aFailedSecondRequestKeepsThePictureInHand() async throws {
        let loader = FourThreeLoader(failsAfterTheFirst: true)
        let pictures = InlinePictures(encoder: PictureEncoder(graphics: Self.graphics(.halfBlocks)), load: loader)

        let output = try await pictures.render(.fixture(width: 100, height: 1_000), columns: 100, maximumRows: 28)

        #expect(loader.asked.withLock { $0.count } == 2)
        #expect(output.split(separator: "\n").count == 28)
    }

    static let photos = [(4_000, 6_000), (6_000, 4_000), (3_000, 3_000), (10_000, 1_000), (1_000, 10_000), (1, 1), (20_000, 20_000)]
    static let spaces = [(79, 20), (99, 36), (199, 56)]

    @Test("given portrait, landscape, square, 10:1 and 1:10 photos and ones declared 1×1 and 20000×20000, in the spaces of 80×24, 100×40 and 200×60 terminals, when drawn with kitty, then the payload's pixels have the photo's proportions within 5 % and its corners are the quadrants'", arguments: photos)
    func kittyPayloadKeepsTheProportions(width: Int, height: Int) async throws {
        for (columns, rows) in Self.spaces {
            let output = try await Self.drawn(.kitty(placeholders: false), width: width, height: height, columns: columns, rows: rows)
            let chunks = output.components(separatedBy: "\u{1B}_G").dropFirst().map { $0.components(separatedBy: "\u{1B}\\")[0] }
            let keys = Dictionary(uniqueKeysWithValues: try #require(chunks.first).split(separator: ";")[0].split(separator: ",").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), String(parts.count > 1 ? parts[1] : ""))
            })
            let payload = try #require(Data(base64Encoded: chunks.map { String($0.split(separator: ";", maxSplits: 1).last ?? "") }.joined()))
            let (s, v) = (try #require(keys["s"].flatMap { Int($0) }), try #require(keys["v"].flatMap { Int($0) }))
            let pixel = { (x: Int, y: Int) in (Int(payload[(y * s + x) * 3]), Int(payload[(y * s + x) * 3 + 1]), Int(payload[(y * s + x) * 3 + 2])) }

            #expect(payload.count == s * v * 3)
            let drawnRatio: Double = Double(s) / Double(v)
            let photoRatio: Double = Double(width) / Double(height)
            #expect(abs(drawnRatio / photoRatio - 1) < 0.05, "\(width)×\(height) in \(columns)×\(rows): s=\(s), v=\(v)")
            let (first, last) = (pixel(0, 0), pixel(s - 1, v - 1))
            #expect(isNear(first, Self.colours[0]) && isNear(last, Self.colours[3]), "the corners are whole")
        }
    }

    @Test("given the same photos and spaces, when drawn with sixel, then the raster has the photo's proportions within 5 % (its height cut to whole bands of six)", arguments: photos)
    func sixelRasterKeepsTheProportions(width: Int, height: Int) async throws {
        for (columns, rows) in Self.spaces {
            let output = try await Self.drawn(.sixel, width: width, height: height, columns: columns, rows: rows)
            let raster = try #require(output.firstMatch(of: /"1;1;([0-9]+);([0-9]+)/))
            let (w, h) = (try #require(Int(raster.output.1)), try #require(Int(raster.output.2)))

            let drawnRatio: Double = Double(w) / Double(h)
            let photoRatio: Double = Double(width) / Double(height)
            #expect(abs(drawnRatio / photoRatio - 1) < 0.05 || h <= 12, "\(width)×\(height) in \(columns)×\(rows): \(w)×\(h)")
        }
    }

    @Test("given the same photos and spaces, when drawn with iTerm2's protocol, then the file decoded by djpeg and its cell box both have the photo's proportions within 5 %", arguments: photos)
    func itermFileKeepsTheProportions(width: Int, height: Int) async throws {
        for (columns, rows) in Self.spaces {
            let output = try await Self.drawn(.iterm, width: width, height: height, columns: columns, rows: rows)
            let arguments = try #require(output.firstMatch(of: /width=([0-9]+);height=([0-9]+);[^:]*:([A-Za-z0-9+\/=]+)/))
            let (cellsAcross, cellsDown) = (try #require(Int(arguments.output.1)), try #require(Int(arguments.output.2)))
            let jpeg = try #require(Data(base64Encoded: String(arguments.output.3)))
            let ppm = try PictureSamples.run("/usr/bin/djpeg", ["-pnm"], input: jpeg)
            let header = String(decoding: ppm.prefix(20), as: UTF8.self).split(whereSeparator: \.isWhitespace)
            let (w, h) = (try #require(Int(header[1])), try #require(Int(header[2])))
            let ratio: Double = Double(width) / Double(height)
            let fileRatio: Double = Double(w) / Double(h)
            let boxRatio: Double = Double(cellsAcross * 10) / Double(cellsDown * 20)

            #expect(abs(fileRatio / ratio - 1) < 0.05, "\(width)×\(height) in \(columns)×\(rows): file \(w)×\(h)")
            #expect(abs(boxRatio / ratio - 1) < 0.05 || cellsDown <= 2, "box \(cellsAcross)×\(cellsDown)")
        }
    }

    @Test("given the same photos and spaces, when drawn in half blocks, then the cells have the photo's proportions within 5 % and show the four quadrants in place", arguments: photos)
    func halfBlocksKeepTheProportions(width: Int, height: Int) async throws {
        for (columns, rows) in Self.spaces {
            let output = try await Self.drawn(.halfBlocks, width: width, height: height, columns: columns, rows: rows)
            let lines = output.components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { !$0.isEmpty }
            let (across, down) = (lines.first?.count ?? 0, lines.count * 2)

            let drawnRatio: Double = Double(across) / Double(down)
            let photoRatio: Double = Double(width) / Double(height)
            #expect(abs(drawnRatio / photoRatio - 1) < 0.05 || lines.count <= 2, "\(width)×\(height) in \(columns)×\(rows): \(across)×\(lines.count) cells")
            let (first, last) = (lines.first?.first?.foreground, lines.last?.last?.background)
            #expect(isNear(first, Self.colours[0]) && isNear(last, Self.colours[3]))
        }
    }

    /// Which quadrants of a cell each quadrant glyph covers, from Unicode's names (top left, top right,
    /// bottom left, bottom right); a space covers none, the full block all.
    private static let quadrants: [Character: [Bool]] = [
        " ": [false, false, false, false], "▘": [true, false, false, false], "▝": [false, true, false, false],
        "▀": [true, true, false, false], "▖": [false, false, true, false], "▌": [true, false, true, false],
        "▞": [false, true, true, false], "▛": [true, true, true, false], "▗": [false, false, false, true],
        "▚": [true, false, false, true], "▐": [false, true, false, true], "▜": [true, true, false, true],
        "▄": [false, false, true, true], "▙": [true, false, true, true], "▟": [false, true, true, true],
        "█": [true, true, true, true],
    ]

    @Test("given the same photos and spaces, when drawn in quarter blocks, then the cells have the photo's proportions within 5 % and their quadrants, read glyph by glyph, show the four colours in their corners", arguments: photos)
    func quarterBlocksKeepTheProportions(width: Int, height: Int) async throws {
        for (columns, rows) in Self.spaces {
            let output = try await Self.drawn(.quarterBlocks, width: width, height: height, columns: columns, rows: rows)
            let lines = output.components(separatedBy: "\n").map(SGRCells.init).filter { !$0.cells.isEmpty }
            /// The colour of quadrant `index` of `cell`: its glyph's foreground where the glyph covers it.
            func colour(_ cell: SGRCells.Cell, _ index: Int) -> (Int, Int, Int)? {
                (Self.quadrants[cell.character]?[index] ?? false) ? cell.foreground : cell.background
            }
            let (across, down) = (lines.first?.cells.count ?? 0, lines.count * 2)
            let drawnRatio: Double = Double(across) / Double(down)
            let photoRatio: Double = Double(width) / Double(height)
            let (topLeft, bottomRight) = (lines.first?.cells.first.flatMap { colour($0, 0) }, lines.last?.cells.last.flatMap { colour($0, 3) })

            #expect(lines.allSatisfy { $0.cells.allSatisfy { Self.quadrants[$0.character] != nil } }, "every cell is a quadrant glyph")
            #expect(abs(drawnRatio / photoRatio - 1) < 0.05 || lines.count <= 2, "\(width)×\(height) in \(columns)×\(rows): \(across)×\(lines.count) cells")
            #expect(isNear(topLeft, Self.colours[0]) && isNear(bottomRight, Self.colours[3]))
        }
    }

    /// The mean difference per channel (0–255) between two pictures of the same size, as RGB bytes.
    private static func meanChannelError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(max(1, min(a.count, b.count)))
    }

    /// The demo's `coffee` photograph, its middle cut to `width`:`height` and resized to that by ImageMagick
    /// (a plain high-quality resize: the floor a terminal picture is measured against).
    private static func floor(width: Int, height: Int) throws -> [UInt8] {
        let file = PictureSamples.coffeeFile
        let cropHeight = Int((600 * Double(height) / Double(width)).rounded())
        let resized = try PictureSamples.run("/usr/bin/convert", [file.path, "-gravity", "center", "-crop", "600x\(cropHeight)+0+0", "+repage", "-resize", "\(width)x\(height)!", "-depth", "8", "ppm:-"])
        return try PictureSamples.ppm(resized).rgb
    }

    @Test("given the coffee photograph drawn at 640×420 pixels (64×21 cells of 10×20), when decoded, then kitty, sixel and half blocks stay within a few levels per channel of a plain high-quality resize")
    func photographErrorAgainstAPlainResize() async throws {
        let decoded = try PictureSamples.ppm(PictureSamples.run("/usr/bin/djpeg", ["-pnm", PictureSamples.coffeeFile.path]))
        let image = PhotoImage(size: try #require(PixelSize(width: decoded.width, height: decoded.height)), rgb: decoded.rgb, encoded: Data())

        let kitty = PictureEncoder(graphics: Self.graphics(.kitty(placeholders: false))).kittyPrint(image, columns: 64, rows: 21)
        let payload = try #require(Data(base64Encoded: kitty.components(separatedBy: "\u{1B}_G").dropFirst().map {
            String($0.components(separatedBy: "\u{1B}\\")[0].split(separator: ";", maxSplits: 1).last ?? "")
        }.joined()))
        let kittyError = Self.meanChannelError([UInt8](payload), try Self.floor(width: 640, height: 420))

        let sixel = PictureEncoder(graphics: Self.graphics(.sixel)).sixel(image, columns: 64, rows: 21)
        let sixelPixels = try PictureSamples.decodedSixel(sixel)
        let sixelError = Self.meanChannelError(sixelPixels.rgb, try Self.floor(width: sixelPixels.width, height: sixelPixels.height))

        let blocks = PictureEncoder(graphics: Self.graphics(.halfBlocks)).textLines(image, columns: 64, rows: 21)
        let cells = blocks.map { SGRCells($0).halfBlocks }
        var blockPixels: [UInt8] = []
        for row in cells {
            for cell in row { blockPixels += [cell.foreground?.0, cell.foreground?.1, cell.foreground?.2].map { UInt8($0 ?? 0) } }
            for cell in row { blockPixels += [cell.background?.0, cell.background?.1, cell.background?.2].map { UInt8($0 ?? 0) } }
        }
        let blockError = Self.meanChannelError(blockPixels, try Self.floor(width: 64, height: 42))
        print("coffee against a plain resize, mean error per channel: kitty \(kittyError) at 640×420, sixel \(sixelError) at \(sixelPixels.width)×\(sixelPixels.height), half blocks \(blockError) at 64×42")

        #expect(sixelPixels.width == 640 && sixelPixels.height == 420)
        #expect(kittyError < 4, "kitty \(kittyError)")
        #expect(sixelError < 6, "sixel \(sixelError)")
        #expect(blockError < 4, "half blocks \(blockError)")
    }
}
