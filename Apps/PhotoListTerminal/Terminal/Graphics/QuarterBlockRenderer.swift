import Domain
import Presentation

/// Draws a ``PixelGrid`` with 2×2 pixels per cell: each cell shows one of the quadrant glyphs in two
/// colours, the split of its four pixels into two groups (and each group's mean colour) that strays least
/// from the pixels. Sharper edges than ``HalfBlockRenderer``, at two colours per cell.
enum QuarterBlockRenderer {
    /// The glyph for each set of foreground quadrants: bit 0 top left, 1 top right, 2 bottom left,
    /// 3 bottom right.
    static let glyphs: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// The grid as `(height + 1) / 2` lines of `(width + 1) / 2` cells, each line ending by resetting the
    /// colours; empty with ``ColorMode/none``. A lone last column or row repeats its neighbour pixels.
    static func lines(_ picture: PixelGrid, mode: ColorMode) -> [String] {
        guard mode != .none, picture.width > 0 else { return [] }
        // On a palette, the pixels are dithered first, so each cell splits colours the terminal has.
        let grid = PaletteDither.dithered(picture, mode: mode)
        return stride(from: 0, to: grid.height, by: 2).map { top in
            var line = ""
            var current: (foreground: RGBColor?, background: RGBColor?) = (nil, nil)
            for left in stride(from: 0, to: grid.width, by: 2) {
                let (right, bottom) = (min(left + 1, grid.width - 1), min(top + 1, grid.height - 1))
                let cell = cell([grid[left, top], grid[right, top], grid[left, bottom], grid[right, bottom]])
                if cell.glyph != " ", current.foreground != cell.foreground {
                    line += HalfBlockRenderer.foreground(cell.foreground, mode)
                    current.foreground = cell.foreground
                }
                if current.background != cell.background {
                    line += HalfBlockRenderer.background(cell.background, mode)
                    current.background = cell.background
                }
                line.append(cell.glyph)
            }
            return line + "\u{1B}[0m"
        }
    }

    /// The best glyph and colours for four pixels in the order top left, top right, bottom left, bottom
    /// right. Four equal pixels make a space on that background, which no font can leave gaps in.
    static func cell(_ quadrants: [RGBColor]) -> (glyph: Character, foreground: RGBColor, background: RGBColor) {
        guard quadrants.count == 4 else {
            let colour = quadrants.first ?? RGBColor(red: 0, green: 0, blue: 0)
            return (" ", colour, colour)
        }
        if quadrants.allSatisfy({ $0 == quadrants[0] }) {
            return (" ", quadrants[0], quadrants[0])
        }
        // Masks 1–7 never include the bottom right, so each two-group split is tried once.
        var best = (error: Int.max, mask: 1, foreground: quadrants[0], background: quadrants[0])
        for mask in 1...7 {
            let foreground = mean(quadrants, where: { mask & (1 << $0) != 0 })
            let background = mean(quadrants, where: { mask & (1 << $0) == 0 })
            var error = 0
            for (position, pixel) in quadrants.enumerated() {
                error += distance(pixel, mask & (1 << position) != 0 ? foreground : background)
            }
            if error < best.error { best = (error, mask, foreground, background) }
        }
        return (glyphs[best.mask], best.foreground, best.background)
    }

    /// The rounded mean of the quadrants whose position passes `included` (at least one does).
    private static func mean(_ quadrants: [RGBColor], where included: (Int) -> Bool) -> RGBColor {
        var (red, green, blue, count) = (0, 0, 0, 0)
        for (position, pixel) in quadrants.enumerated() where included(position) {
            red += Int(pixel.red)
            green += Int(pixel.green)
            blue += Int(pixel.blue)
            count += 1
        }
        let divisor = max(1, count)
        func channel(_ sum: Int) -> UInt8 { UInt8(clamping: (sum + divisor / 2) / divisor) }
        return RGBColor(red: channel(red), green: channel(green), blue: channel(blue))
    }

    /// The squared RGB distance.
    private static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let (red, green, blue) = (Int(a.red) - Int(b.red), Int(a.green) - Int(b.green), Int(a.blue) - Int(b.blue))
        return red * red + green * green + blue * blue
    }
}
