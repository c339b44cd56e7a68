/// A summed-area table of a picture: the mean colour of any rectangle, fractional edges included, in
/// constant time. The catalog names every photo's colour from one of these, so a search that filters all
/// 10,000 photos by colour draws no picture.
struct DemoAreaSums: Sendable {
    /// The raster's width in pixels.
    let width: Int
    /// The raster's height in pixels.
    let height: Int
    /// Per channel, the sum of every pixel above and left of each grid corner: `(width + 1) × (height + 1)`
    /// corners, three sums each.
    private let sums: [Double]

    /// Sums a `width` × `height` picture whose red, green, blue per pixel, row by row, are `values`.
    init(width: Int, height: Int, values: [Float]) {
        (self.width, self.height) = (width, height)
        let stride = width + 1
        var sums = [Double](repeating: 0, count: 3 * stride * (height + 1))
        for y in 0..<height {
            var row = (0.0, 0.0, 0.0)
            for x in 0..<width {
                let pixel = 3 * (y * width + x)
                row.0 += Double(values[pixel])
                row.1 += Double(values[pixel + 1])
                row.2 += Double(values[pixel + 2])
                let corner = 3 * ((y + 1) * stride + x + 1), above = 3 * (y * stride + x + 1)
                sums[corner] = sums[above] + row.0
                sums[corner + 1] = sums[above + 1] + row.1
                sums[corner + 2] = sums[above + 2] + row.2
            }
        }
        self.sums = sums
    }

    /// The mean red, green and blue (0…255) of `window`, in the raster's pixels, clamped to the raster.
    func mean(of window: DemoWindow) -> (Double, Double, Double) {
        let left = min(max(window.x, 0), Double(width)), right = min(max(window.x + window.width, 0), Double(width))
        let top = min(max(window.y, 0), Double(height)), bottom = min(max(window.y + window.height, 0), Double(height))
        let area = (right - left) * (bottom - top)
        guard area > 0 else { return (0, 0, 0) }
        return (0..<3).reduce(into: (0.0, 0.0, 0.0)) { mean, channel in
            let total = sum(right, bottom, channel) - sum(left, bottom, channel) - sum(right, top, channel) + sum(left, top, channel)
            switch channel {
            case 0: mean.0 = total / area
            case 1: mean.1 = total / area
            default: mean.2 = total / area
            }
        }
    }

    /// The sum of `channel` over the rectangle from the origin to (`x`, `y`): the table interpolated
    /// bilinearly, which is exact, since the image is constant within each pixel.
    private func sum(_ x: Double, _ y: Double, _ channel: Int) -> Double {
        let (column, row) = (min(Int(x), width - 1), min(Int(y), height - 1))
        let (fx, fy) = (x - Double(column), y - Double(row))
        let stride = width + 1
        func at(_ cx: Int, _ cy: Int) -> Double { sums[3 * (cy * stride + cx) + channel] }
        let upper = at(column, row) * (1 - fx) + at(column + 1, row) * fx
        let lower = at(column, row + 1) * (1 - fx) + at(column + 1, row + 1) * fx
        return upper * (1 - fy) + lower * fy
    }
}
