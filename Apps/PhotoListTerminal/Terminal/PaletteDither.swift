import Domain
import Presentation

/// Floyd–Steinberg error diffusion onto the colours a 256- or 16-colour terminal has, as chafa and timg
/// do: each pixel takes the nearest palette colour, and what it missed by is passed on to the pixels not
/// yet drawn (7/16 right, 3/16 below left, 5/16 below, 1/16 below right; rows run alternately left and
/// right, so no drift builds up to one side). A smooth sky then mixes two neighbouring palette colours
/// in the right proportion instead of posterising into bands of one; seen from a normal distance the
/// mean colour of an area comes out right. Truecolor needs none, and gets the grid back as it was.
enum PaletteDither {
    /// `grid` with every pixel replaced by a colour of `mode`'s palette, the errors diffused.
    static func dithered(_ grid: PixelGrid, mode: ColorMode) -> PixelGrid {
        guard mode == .ansi256 || mode == .ansi16, grid.width > 0, grid.height > 0 else { return grid }
        let colors = diffused(grid) { color in
            let chosen = paletteColor(nearest: color, mode: mode)
            return (0, chosen)
        }.colors
        return PixelGrid(width: grid.width, height: grid.height, pixels: colors)
    }

    /// Error diffusion over `grid` onto any palette: `choose` names the palette entry (its index and
    /// colour) nearest a colour; returns each pixel's choice, row by row. Sixel pictures use it with the
    /// palette chosen for the picture, terminals' 256 and 16 colours with theirs.
    static func diffused(_ grid: PixelGrid, choose: (RGBColor) -> (index: Int, color: RGBColor)) -> (indices: [Int], colors: [RGBColor]) {
        let width = grid.width
        // The colour still to be drawn at each pixel (its own plus the errors it received), as floats.
        var wanted = grid.pixels.flatMap { [Double($0.red), Double($0.green), Double($0.blue)] }
        var indices = [Int](repeating: 0, count: grid.pixels.count)
        var colors = [RGBColor](repeating: RGBColor(red: 0, green: 0, blue: 0), count: grid.pixels.count)
        for y in 0..<grid.height {
            let leftToRight = y % 2 == 0
            let step = leftToRight ? 1 : -1
            for x in leftToRight ? Array(0..<width) : Array((0..<width).reversed()) {
                let index = y * width + x
                let target = RGBColor(red: clamped(wanted[index * 3]), green: clamped(wanted[index * 3 + 1]), blue: clamped(wanted[index * 3 + 2]))
                let chosen = choose(target)
                (indices[index], colors[index]) = (chosen.index, chosen.color)
                let error = [wanted[index * 3] - Double(chosen.color.red), wanted[index * 3 + 1] - Double(chosen.color.green), wanted[index * 3 + 2] - Double(chosen.color.blue)]
                func pass(_ dx: Int, _ dy: Int, _ share: Double) {
                    let (nx, ny) = (x + dx * step, y + dy)
                    guard nx >= 0, nx < width, ny < grid.height else { return }
                    let neighbour = (ny * width + nx) * 3
                    for channel in 0..<3 { wanted[neighbour + channel] += error[channel] * share }
                }
                pass(1, 0, 7 / 16)
                pass(-1, 1, 3 / 16)
                pass(0, 1, 5 / 16)
                pass(1, 1, 1 / 16)
            }
        }
        return (indices, colors)
    }

    /// The palette colour `mode` would draw `color` with (itself in truecolor).
    static func paletteColor(nearest color: RGBColor, mode: ColorMode) -> RGBColor {
        switch mode {
        case .ansi256: palette256(HalfBlockRenderer.paletteIndex(color))
        case .ansi16: palette16(HalfBlockRenderer.basicIndex(color))
        case .trueColor, .none: color
        }
    }

    /// The sRGB colour of xterm palette entry `index` (16–255: the 6×6×6 cube, then the grey ramp).
    static func palette256(_ index: Int) -> RGBColor {
        if index >= 232 {
            let grey = UInt8(8 + (index - 232) * 10)
            return RGBColor(red: grey, green: grey, blue: grey)
        }
        let cube = max(0, index - 16)
        return RGBColor(red: cubeLevels[cube / 36 % 6], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
    }

    /// The six levels of each channel in xterm's 6×6×6 colour cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The sRGB colour of basic colour `index` (0–7 normal, 8–15 bright), by the VGA values
    /// ``HalfBlockRenderer/basicIndex(_:)`` matches against.
    static func palette16(_ index: Int) -> RGBColor {
        let values: [(UInt8, UInt8, UInt8)] = [
            (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
            (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255), (255, 255, 255),
        ]
        let value = values[max(0, min(15, index))]
        return RGBColor(red: value.0, green: value.1, blue: value.2)
    }

    private static func clamped(_ value: Double) -> UInt8 {
        value <= 0 ? 0 : value >= 255 ? 255 : UInt8(value.rounded())
    }
}
