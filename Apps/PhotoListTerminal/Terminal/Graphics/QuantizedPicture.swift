import Domain
import Presentation

/// A picture reduced to at most 256 colours, as sixel needs: a palette and each pixel's index into it.
/// A picture with few enough colours keeps them exactly; a photo gets a palette of its own by median cut
/// over a 6-bit per channel histogram, and its pixels are dithered onto it (``PaletteDither``), so a smooth
/// sky shows no bands. Deterministic: the same picture always gives the same palette and pixels.
struct QuantizedPicture: Sendable {
    /// The palette, at most `maximumColors` entries.
    let palette: [RGBColor]
    /// The palette index of every pixel, row by row like ``PixelGrid/pixels``.
    let indices: [UInt8]

    /// Quantises `grid` to at most `maximumColors` (1–256) colours; without `dithered`, every pixel takes
    /// the nearest palette colour (the banding a measurement compares against).
    init(_ grid: PixelGrid, maximumColors: Int = 256, dithered: Bool = true) {
        let limit = max(1, min(256, maximumColors))
        if let exact = Self.exactColors(grid, limit: limit) {
            (palette, indices) = exact
            return
        }
        let palette = MedianCut.palette(grid, colors: limit)
        let nearest = NearestColor(palette)
        self.palette = palette
        if dithered {
            indices = PaletteDither.diffused(grid) { color in
                let index = nearest.index(of: color)
                return (index, palette[index])
            }.indices.map { UInt8($0) }
            return
        }
        // Photos repeat few exact colours, so a colour cache costs more than it saves; a run of one colour
        // reuses its neighbour's answer.
        var previous: (pixel: RGBColor, index: UInt8)?
        indices = grid.pixels.map { pixel in
            if let previous, previous.pixel == pixel { return previous.index }
            let index = UInt8(nearest.index(of: pixel))
            previous = (pixel, index)
            return index
        }
    }

    /// The grid's own colours in order of appearance, or `nil` when it has more than `limit`.
    private static func exactColors(_ grid: PixelGrid, limit: Int) -> ([RGBColor], [UInt8])? {
        var palette = [RGBColor]()
        var lookup = [RGBColor: UInt8]()
        var indices = [UInt8]()
        indices.reserveCapacity(grid.pixels.count)
        for pixel in grid.pixels {
            if let index = lookup[pixel] {
                indices.append(index)
                continue
            }
            guard palette.count < limit else { return nil }
            let index = UInt8(palette.count)
            lookup[pixel] = index
            palette.append(pixel)
            indices.append(index)
        }
        return (palette, indices)
    }
}
