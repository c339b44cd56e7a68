import Domain
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

/// Pictures on 256- and 16-colour terminals: dithered, they keep an area's colour where nearest-colour
/// drawing posterises it into bands. The drawn lines are read back by a parser of their own (SGR codes,
/// with xterm's palette worked out here), and compared with the source over 4×4-pixel areas, what the eye
/// averages at a normal distance.
@Suite("Dithering onto a terminal palette")
struct PaletteDitherTests {
    /// xterm's palette, written out independently of the app: the 16 VGA colours, the 6×6×6 cube, the greys.
    private static let xterm: [(Int, Int, Int)] = {
        let vga: [(Int, Int, Int)] = [(0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
                   (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255), (255, 255, 255)]
        let level: [Int] = [0, 95, 135, 175, 215, 255]
        let cube: [(Int, Int, Int)] = (0..<216).map { (index: Int) -> (Int, Int, Int) in (level[index / 36], level[index / 6 % 6], level[index % 6]) }
        let greys: [(Int, Int, Int)] = (0..<24).map { (step: Int) -> (Int, Int, Int) in
            let grey = 8 + 10 * step
            return (grey, grey, grey)
        }
        return vga + cube + greys
    }()

    /// The pixels half-block `lines` show (top: foreground of `▀`, bottom: background), read from SGR codes.
    private static func readBack(_ lines: [String]) -> [[(Int, Int, Int)]] {
        var rows: [[(Int, Int, Int)]] = []
        for line in lines {
            var (top, bottom): ([(Int, Int, Int)], [(Int, Int, Int)]) = ([], [])
            var (foreground, background) = ((0, 0, 0), (0, 0, 0))
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
                    let codes = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").compactMap { Int($0) }
                    var index = 0
                    while index < codes.count {
                        let code = codes[index]
                        if code == 38 || code == 48, index + 2 < codes.count, codes[index + 1] == 5 {
                            if code == 38 { foreground = xterm[codes[index + 2]] } else { background = xterm[codes[index + 2]] }
                            index += 3
                            continue
                        }
                        if (30...37).contains(code) { foreground = xterm[code - 30] }
                        if (90...97).contains(code) { foreground = xterm[code - 90 + 8] }
                        if (40...47).contains(code) { background = xterm[code - 40] }
                        if (100...107).contains(code) { background = xterm[code - 100 + 8] }
                        index += 1
                    }
                    rest = rest[rest.index(after: end)...]
                } else {
                    if first == "▀" { top.append(foreground); bottom.append(background) }
                    rest = rest.dropFirst()
                }
            }
            rows += [top, bottom]
        }
        return rows
    }

    /// Each pixel of `sky` in the nearest colour of `palette` (indices into ``xterm``), undithered: posterised.
    private static func nearest(_ palette: Range<Int>, source sky: PixelGrid = PictureSamples.sky) -> [[(Int, Int, Int)]] {
        (0..<sky.height).map { y in
            (0..<sky.width).map { x in
                let pixel = sky[x, y]
                return palette.map { xterm[$0] }.min { lhs, rhs in
                    func distance(_ c: (Int, Int, Int)) -> Int {
                        let (dr, dg, db) = (Int(pixel.red) - c.0, Int(pixel.green) - c.1, Int(pixel.blue) - c.2)
                        return dr * dr + dg * dg + db * db
                    }
                    return distance(lhs) < distance(rhs)
                }!
            }
        }
    }

    @Test("given a smooth gradient on a 256- and a 16-colour terminal, when drawn, then over 4×4 areas its colour strays less than half as far as nearest-colour drawing's", arguments: [
        (ColorMode.ansi256, 16..<256), (ColorMode.ansi16, 0..<16),
    ])
    func ditheringKeepsAreasOnTheRightColour(mode: ColorMode, palette: Range<Int>) {
        let drawn = Self.readBack(HalfBlockRenderer.lines(PictureSamples.sky, mode: mode))
        let dithered = PictureSamples.meanError(drawn, block: 4)
        let posterised = PictureSamples.meanError(Self.nearest(palette), block: 4)
        print("\(palette.count) colours, mean error over 4×4 areas: nearest \(posterised), dithered \(dithered)")

        #expect(drawn.count == PictureSamples.sky.height && drawn.allSatisfy { $0.count == PictureSamples.sky.width })
        #expect(dithered < posterised / 2, "dithered \(dithered), nearest \(posterised)")
    }

    @Test("given truecolor, when a picture is drawn, then it is not dithered: every pixel is its own colour")
    func truecolorIsLeftAlone() {
        #expect(PaletteDither.dithered(PictureSamples.sky, mode: .trueColor) == PictureSamples.sky)
    }

    @Test("given a photograph on a 256-colour terminal, when drawn, then over 4×4 areas its colour strays less than nearest-colour drawing's")
    func ditheringHelpsPhotographsToo() throws {
        let photograph = try PictureSamples.coffee()
        let drawn = Self.readBack(HalfBlockRenderer.lines(photograph, mode: .ansi256))
        let dithered = PictureSamples.meanError(drawn, block: 4, source: photograph)
        let posterised = PictureSamples.meanError(Self.nearest(16..<256, source: photograph), block: 4, source: photograph)
        let perPixel = (PictureSamples.meanError(drawn, block: 1, source: photograph), PictureSamples.meanError(Self.nearest(16..<256, source: photograph), block: 1, source: photograph))
        print("coffee at 96×64, 256 colours, mean error over 4×4 areas: nearest \(posterised), dithered \(dithered); per pixel: nearest \(perPixel.1), dithered \(perPixel.0)")

        #expect(dithered < posterised * 0.8, "dithered \(dithered), nearest \(posterised)")
    }
}
