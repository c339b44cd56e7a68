/// A photograph at 1/8 of its size, each pixel the exact mean of an 8 × 8 block (a partial one at the
/// right and bottom edges), kept twice: as sRGB values, whose means the catalog's colours are, and in
/// linear light, whose means a BlurHash's components are. Averaging in the wrong space would be visibly
/// wrong for a dark photograph with bright points (stars), so both are averaged from the whole picture.
struct DemoMiniature: Sendable {
    /// How many of the photograph's pixels one miniature pixel spans, each way.
    static let block = 8

    /// Its width: the photograph's ÷ 8, rounded up.
    let width: Int
    /// Its height: the photograph's ÷ 8, rounded up.
    let height: Int
    /// Mean sRGB red, green, blue (0…255) per block, row by row.
    let sRGB: [Float]
    /// Mean linear-light red, green, blue (0…1) per block, row by row.
    let linear: [Float]
    /// Summed-area table of ``sRGB``, for the mean colour of any crop.
    let sums: DemoAreaSums

    /// The miniature of `raster`.
    init(_ raster: DemoRaster) {
        let block = Self.block
        let (width, height) = ((raster.width + block - 1) / block, (raster.height + block - 1) / block)
        let toLinear = (0..<256).map { Float(BlurHashEncoder.sRGBToLinear(Double($0) / 255)) }
        var (sRGB, linear) = ([Float](repeating: 0, count: 3 * width * height), [Float](repeating: 0, count: 3 * width * height))
        var counts = [Float](repeating: 0, count: width * height)
        raster.rgb.withUnsafeBufferPointer { pixels in
            for y in 0..<raster.height {
                for x in 0..<raster.width {
                    let (pixel, cell) = (3 * (y * raster.width + x), (y / block) * width + x / block)
                    counts[cell] += 1
                    for channel in 0..<3 {
                        sRGB[3 * cell + channel] += Float(pixels[pixel + channel])
                        linear[3 * cell + channel] += toLinear[Int(pixels[pixel + channel])]
                    }
                }
            }
        }
        for cell in 0..<width * height {
            for channel in 0..<3 {
                sRGB[3 * cell + channel] /= counts[cell]
                linear[3 * cell + channel] /= counts[cell]
            }
        }
        (self.width, self.height, self.sRGB, self.linear) = (width, height, sRGB, linear)
        sums = DemoAreaSums(width: width, height: height, values: sRGB)
    }
}
