import Domain
import Presentation

/// Draws a ``PixelGrid`` with two pixel rows per terminal cell: the upper half block `▀` in the top
/// pixel's colour over a background of the bottom pixel's colour. Truecolor, the 256-colour palette, or
/// the 16 basic colours, as the terminal allows (dithered onto a palette: ``PaletteDither``); every line
/// ends by resetting the colours.
enum HalfBlockRenderer {
    /// The grid as `(height + 1) / 2` lines of `width` cells each; empty with ``ColorMode/none``.
    static func lines(_ picture: PixelGrid, mode: ColorMode) -> [String] {
        guard mode != .none else { return [] }
        let grid = PaletteDither.dithered(picture, mode: mode)
        return stride(from: 0, to: grid.height, by: 2).map { top in
            var line = ""
            var previous: (RGBColor, RGBColor?)?
            for x in 0..<grid.width {
                let upper = grid[x, top]
                let lower = top + 1 < grid.height ? grid[x, top + 1] : nil
                if previous.map({ $0.0 != upper || $0.1 != lower }) ?? true {
                    line += foreground(upper, mode) + (lower.map { background($0, mode) } ?? "\u{1B}[49m")
                    previous = (upper, lower)
                }
                line += "▀"
            }
            return line + "\u{1B}[0m"
        }
    }

    /// The escape sequence that sets the foreground to `color`.
    static func foreground(_ color: RGBColor, _ mode: ColorMode) -> String {
        switch mode {
        case .none: ""
        case .ansi16: "\u{1B}[\(basicCode(color, base: 30))m"
        case .ansi256: "\u{1B}[38;5;\(paletteIndex(color))m"
        case .trueColor: "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m"
        }
    }

    /// The escape sequence that sets the background to `color`.
    static func background(_ color: RGBColor, _ mode: ColorMode) -> String {
        switch mode {
        case .none: ""
        case .ansi16: "\u{1B}[\(basicCode(color, base: 40))m"
        case .ansi256: "\u{1B}[48;5;\(paletteIndex(color))m"
        case .trueColor: "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m"
        }
    }

    /// The SGR code of the nearest basic colour: `base` (30 foreground, 40 background) plus 0–7, or plus
    /// 60 more for the bright half.
    private static func basicCode(_ color: RGBColor, base: Int) -> Int {
        let index = basicIndex(color)
        return base + index % 8 + (index >= 8 ? 60 : 0)
    }

    /// The nearest xterm palette entry: the 6×6×6 cube (16–231) or the grey ramp (232–255).
    static func paletteIndex(_ color: RGBColor) -> Int {
        let levels = PaletteDither.cubeLevels.map(Int.init)
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + greyStep * 10
        func distance(_ other: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (Int(color.red) - other.0, Int(color.green) - other.1, Int(color.blue) - other.2)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }

    /// The nearest of the 16 basic colours (0–7 normal, 8–15 bright), by the usual VGA values.
    static func basicIndex(_ color: RGBColor) -> Int {
        (0..<16).min { lhs, rhs in
            func distance(_ entry: RGBColor) -> Int {
                let (dr, dg, db) = (Int(color.red) - Int(entry.red), Int(color.green) - Int(entry.green), Int(color.blue) - Int(entry.blue))
                return dr * dr + dg * dg + db * db
            }
            return distance(PaletteDither.palette16(lhs)) < distance(PaletteDither.palette16(rhs))
        } ?? 0
    }
}
