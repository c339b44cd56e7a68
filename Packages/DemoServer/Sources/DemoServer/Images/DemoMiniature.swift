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
    /// Each of ``linear``'s means as the sRGB byte `BlurHashEncoder.linearToSRGB` rounds it to, made once
    /// here: a graded BlurHash needs it for every block of every photo's window, and it costs a `pow`.
    let linearAsSRGB: [UInt8]
    /// Summed-area table of ``sRGB``, for the mean colour of any crop.
    let sums: DemoAreaSums

    /// The miniature of `raster`.
    init(_ raster: DemoRaster) {
        self = raster.rgb.withUnsafeBufferPointer { DemoMiniature(rgb: $0, width: raster.width, height: raster.height) }
    }

    /// The miniature of the `width` × `height` picture whose RGB samples, row by row, begin `rgb` (which
    /// may be longer: a decoding buffer kept for several pictures).
    init(rgb pixels: UnsafeBufferPointer<UInt8>, width pictureWidth: Int, height pictureHeight: Int) {
        precondition(
            pictureWidth > 0 && pictureHeight > 0 && pixels.count >= 3 * pictureWidth * pictureHeight,
            "a miniature's picture must be in its samples"
        )
        let block = Self.block
        let (width, height) = ((pictureWidth + block - 1) / block, (pictureHeight + block - 1) / block)
        let toLinear = (0..<256).map { Float(BlurHashEncoder.sRGBToLinear(Double($0) / 255)) }
        // sRGB sums are whole numbers (at most 64 × 255), so summing them as integers and converting once
        // gives the same Float as summing Floats; linear sums are added in the same order as ever.
        var sRGBSums = [UInt32](repeating: 0, count: 3 * width * height)
        var linear = [Float](repeating: 0, count: 3 * width * height)
        // Unsafe buffers: this loop runs over every pixel of seven photographs whenever the demo starts, and
        // in a debug build (every end-to-end test's) array accessors made it most of a listing's time.
        toLinear.withUnsafeBufferPointer { toLinear in
            sRGBSums.withUnsafeMutableBufferPointer { sums in
                linear.withUnsafeMutableBufferPointer { linear in
                    for y in 0..<pictureHeight {
                        let rowCell = (y / block) * width
                        var pixel = 3 * y * pictureWidth
                        // Block by block along the row, the cell's running sums in registers: no
                        // division per pixel, no load and store per addition, and each sum still takes
                        // its pixels one by one in the same order (so the same Floats).
                        for cellX in 0..<width {
                            let cell = 3 * (rowCell + cellX)
                            var (sumRed, sumGreen, sumBlue) = (sums[cell], sums[cell + 1], sums[cell + 2])
                            var (linearRed, linearGreen, linearBlue) = (linear[cell], linear[cell + 1], linear[cell + 2])
                            for _ in 0..<min(block, pictureWidth - cellX * block) {
                                let (red, green, blue) = (Int(pixels[pixel]), Int(pixels[pixel + 1]), Int(pixels[pixel + 2]))
                                sumRed &+= UInt32(red)
                                sumGreen &+= UInt32(green)
                                sumBlue &+= UInt32(blue)
                                linearRed += toLinear[red]
                                linearGreen += toLinear[green]
                                linearBlue += toLinear[blue]
                                pixel += 3
                            }
                            (sums[cell], sums[cell + 1], sums[cell + 2]) = (sumRed, sumGreen, sumBlue)
                            (linear[cell], linear[cell + 1], linear[cell + 2]) = (linearRed, linearGreen, linearBlue)
                        }
                    }
                }
            }
        }
        var sRGB = [Float](repeating: 0, count: 3 * width * height)
        for cellY in 0..<height {
            for cellX in 0..<width {
                // A full block holds 64 pixels; one at the right or bottom edge holds fewer.
                let count = Float(min(block, pictureWidth - cellX * block) * min(block, pictureHeight - cellY * block))
                let cell = 3 * (cellY * width + cellX)
                for channel in cell..<cell + 3 {
                    sRGB[channel] = Float(sRGBSums[channel]) / count
                    linear[channel] /= count
                }
            }
        }
        (self.width, self.height, self.sRGB, self.linear) = (width, height, sRGB, linear)
        linearAsSRGB = linear.map { UInt8(BlurHashEncoder.linearToSRGB(Double($0))) }
        sums = DemoAreaSums(width: width, height: height, values: sRGB)
    }
}
