import Domain
import Foundation
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("Half-block pictures and colour modes")
struct PictureRenderingTests {
    /// The red, green, blue of every `ESC[<layer>;2;R;G;Bm` in `line`, in order.
    private func colours(_ line: String, layer: Int) -> [(Int, Int, Int)] {
        let parts = line.components(separatedBy: "\u{1B}[\(layer);2;").dropFirst()
        return parts.compactMap { part in
            let numbers = part.prefix { $0 != "m" }.split(separator: ";").compactMap { Int($0) }
            return numbers.count == 3 ? (numbers[0], numbers[1], numbers[2]) : nil
        }
    }

    private func close(_ actual: (Int, Int, Int)?, _ expected: (Int, Int, Int)) -> Bool {
        guard let actual else { return false }
        return abs(actual.0 - expected.0) <= 1 && abs(actual.1 - expected.1) <= 1 && abs(actual.2 - expected.2) <= 1
    }

    @Test("given the reference BlurHash decoded at 32×32, when drawn in truecolor, then 16 lines of 32 half blocks carry the reference pixels")
    func referenceHashInTruecolor() throws {
        let grid = try BlurHash("LEHV6nWB2yk8pyo0adR*.7kCMdnj").decode(width: 32, height: 32)

        let lines = HalfBlockRenderer.lines(grid, mode: .trueColor)

        #expect(lines.count == 16)
        #expect(lines.allSatisfy { $0.filter { $0 == "▀" }.count == 32 && $0.hasSuffix("\u{1B}[0m") })
        // Pixel (0,0) is the top (foreground) of the first cell; (16,16) the top of cell 16 on line 8;
        // (31,31) the bottom (background) of the last cell on the last line.
        #expect(close(colours(lines[0], layer: 38).first, (135, 164, 177)))
        let line8Cells = lines[8].components(separatedBy: "▀")
        #expect(close(colours(line8Cells.prefix(17).joined(), layer: 38).last, (158, 125, 108)))
        #expect(close(colours(lines[15], layer: 48).last, (133, 142, 147)))
    }

    @Test("given the same picture, when drawn in 256 colours, then only palette escapes appear; with no colour, nothing")
    func fallbacks() throws {
        let grid = try BlurHash("LEHV6nWB2yk8pyo0adR*.7kCMdnj").decode(width: 8, height: 4)

        let palette = HalfBlockRenderer.lines(grid, mode: .ansi256)

        #expect(palette.count == 2)
        #expect(palette.allSatisfy { $0.contains("\u{1B}[38;5;") && $0.contains("\u{1B}[48;5;") && !$0.contains(";2;") })
        #expect(HalfBlockRenderer.lines(grid, mode: .none).isEmpty)
        #expect(HalfBlockRenderer.lines(grid, mode: .ansi16).allSatisfy { !$0.contains(";5;") && !$0.contains(";2;") })
    }

    @Test("given pure colours, when mapped to the 256-colour palette, then cube corners and greys land on their entries")
    func paletteIndices() {
        #expect(HalfBlockRenderer.paletteIndex(RGBColor(red: 0, green: 0, blue: 0)) == 16)
        #expect(HalfBlockRenderer.paletteIndex(RGBColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(HalfBlockRenderer.paletteIndex(RGBColor(red: 255, green: 255, blue: 255)) == 231)
        #expect(HalfBlockRenderer.paletteIndex(RGBColor(red: 128, green: 128, blue: 128)) == 244)
        #expect(HalfBlockRenderer.basicIndex(RGBColor(red: 250, green: 250, blue: 250)) == 15)
    }

    @Test("given an odd number of pixel rows, when drawn, then the last line's lower half is the default background")
    func oddHeight() {
        let red = RGBColor(red: 200, green: 0, blue: 0)
        let lines = HalfBlockRenderer.lines(PixelGrid(width: 2, height: 3, pixels: Array(repeating: red, count: 6)), mode: .trueColor)
        #expect(lines.count == 2)
        #expect(lines[1].contains("\u{1B}[49m"))
    }

    @Test("given environments, when the colour mode is detected, then NO_COLOR, dumb terminals and pipes get none", arguments: [
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, true, ColorMode.trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "24bit"], true, true, .trueColor),
        (["TERM": "xterm-256color"], true, true, .ansi256),
        (["TERM": "linux"], true, true, .ansi16),
        (["TERM": "dumb", "COLORTERM": "truecolor"], true, true, .none),
        (["TERM": "xterm-256color"], false, true, .none),
        (["TERM": "xterm-256color"], true, false, .none),
    ])
    func colourModes(environment: [String: String], allowsColor: Bool, isTerminal: Bool, expected: ColorMode) {
        #expect(ColorMode.detect(environment: environment, allowsColor: allowsColor, isTerminal: isTerminal) == expected)
    }
}
