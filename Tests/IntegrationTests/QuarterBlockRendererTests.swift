import Domain
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("Quarter-block pictures")
struct QuarterBlockRendererTests {
    private let red = RGBColor(red: 250, green: 0, blue: 0)
    private let blue = RGBColor(red: 0, green: 0, blue: 240)
    private let green = RGBColor(red: 0, green: 180, blue: 0)
    private let white = RGBColor(red: 255, green: 255, blue: 255)

    /// The four pixels (top left, top right, bottom left, bottom right) each truecolor cell of `line` shows.
    private func cells(_ line: String) throws -> [[RGBColor]] {
        let quadrantsOf: [Character: Int] = Dictionary(uniqueKeysWithValues: QuarterBlockRenderer.glyphs.enumerated().map { ($1, $0) })
        var (foreground, background): (RGBColor?, RGBColor?) = (nil, nil)
        var cells = [[RGBColor]]()
        var rest = Substring(line)
        while let character = rest.first {
            if character == "\u{1B}" {
                let end = try #require(rest.firstIndex(of: "m"))
                let numbers = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").compactMap { Int($0) }
                rest = rest[rest.index(after: end)...]
                if numbers.count == 5 {
                    let colour = RGBColor(red: UInt8(numbers[2]), green: UInt8(numbers[3]), blue: UInt8(numbers[4]))
                    if numbers[0] == 38 { foreground = colour } else { background = colour }
                }
                continue
            }
            let mask = try #require(quadrantsOf[character], "unexpected \(character)")
            let colours = try (0..<4).map { mask & (1 << $0) != 0 ? try #require(foreground) : try #require(background) }
            cells.append(colours)
            rest = rest.dropFirst()
        }
        return cells
    }

    @Test("given a 2×2 picture of two colours on the diagonals, when drawn, then one cell shows each quadrant in its own colour")
    func diagonal() throws {
        let grid = PixelGrid(width: 2, height: 2, pixels: [red, blue, blue, red])

        let lines = QuarterBlockRenderer.lines(grid, mode: .trueColor)

        #expect(lines.count == 1)
        #expect(lines[0].hasSuffix("\u{1B}[0m"))
        #expect(try cells(lines[0]) == [[red, blue, blue, red]])
        #expect(lines[0].contains("▞") || lines[0].contains("▚"))
    }

    @Test("given a 2×2 picture of four colours, three of them nearly alike, when drawn, then the odd quadrant gets its own colour and the others their mean")
    func fourQuadrants() throws {
        let reds = [RGBColor(red: 250, green: 0, blue: 0), RGBColor(red: 240, green: 0, blue: 0), RGBColor(red: 245, green: 0, blue: 0)]
        let grid = PixelGrid(width: 2, height: 2, pixels: reds + [blue])

        let lines = QuarterBlockRenderer.lines(grid, mode: .trueColor)

        let mean = RGBColor(red: 245, green: 0, blue: 0)
        #expect(try cells(lines[0]) == [[mean, mean, mean, blue]])
    }

    @Test("given four one-colour 2×2 quadrants, when drawn, then two lines of two cells are spaces on each quadrant's colour")
    func uniformCells() throws {
        let rows: [[RGBColor]] = [[red, blue], [green, white]]
        var pixels = [RGBColor]()
        for y in 0..<4 {
            for x in 0..<4 { pixels.append(rows[y / 2][x / 2]) }
        }

        let lines = QuarterBlockRenderer.lines(PixelGrid(width: 4, height: 4, pixels: pixels), mode: .trueColor)

        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.filter { $0 == " " }.count == 2 })
        #expect(try cells(lines[0]) == [Array(repeating: red, count: 4), Array(repeating: blue, count: 4)])
        #expect(try cells(lines[1]) == [Array(repeating: green, count: 4), Array(repeating: white, count: 4)])
    }

    @Test("given a 3×3 picture, when drawn, then it takes two lines of two cells")
    func oddSize() throws {
        let pixels = (0..<9).map { $0 % 2 == 0 ? red : blue }

        let lines = QuarterBlockRenderer.lines(PixelGrid(width: 3, height: 3, pixels: pixels), mode: .trueColor)

        #expect(lines.count == 2)
        #expect(try lines.allSatisfy { try cells($0).count == 2 })
    }

    @Test("given 256 colours or none, when drawn, then only palette escapes appear, or nothing")
    func colourModes() {
        let grid = PixelGrid(width: 2, height: 2, pixels: [red, blue, blue, red])

        #expect(QuarterBlockRenderer.lines(grid, mode: .ansi256).allSatisfy { $0.contains("\u{1B}[38;5;") && !$0.contains(";2;") })
        #expect(QuarterBlockRenderer.lines(grid, mode: .none).isEmpty)
    }
}
