/// Cuts a window out of a photograph and scales it to a size, optionally mirrored, then grades it: the
/// pixels of every picture the demo serves. Separable (across, then down) with ``DemoResamplingTaps``,
/// written over raw buffers so that even a debug build renders a 2,400-pixel picture in well under a
/// second.
enum DemoResampler {
    /// `window` of `source` (in its pixels) as a `width` × `height` raster, mirrored left to right when
    /// `flipped`, graded by `tone`.
    static func render(_ source: DemoRaster, window: DemoWindow, width: Int, height: Int, flipped: Bool, tone: DemoTone) -> DemoRaster {
        let columns = DemoResamplingTaps(count: width, start: window.x, span: window.width, limit: source.width, reversed: flipped)
        let rows = DemoResamplingTaps(count: height, start: window.y, span: window.height, limit: source.height, reversed: false)
        let sourceRows = rows.range
        // Pass 1: every source row the rows' taps read, resampled across to `width` pixels.
        var across = [Float](repeating: 0, count: sourceRows.count * width * 3)
        source.rgb.withUnsafeBufferPointer { pixels in
            columns.indices.withUnsafeBufferPointer { indices in
                columns.weights.withUnsafeBufferPointer { weights in
                    across.withUnsafeMutableBufferPointer { target in
                        for (row, sourceRow) in sourceRows.enumerated() {
                            let rowStart = sourceRow * source.width
                            for x in 0..<width {
                                var (red, green, blue): (Float, Float, Float) = (0, 0, 0)
                                for tap in x * columns.stride..<(x + 1) * columns.stride {
                                    let weight = weights[tap]
                                    let pixel = 3 * (rowStart + indices[tap])
                                    red += weight * Float(pixels[pixel])
                                    green += weight * Float(pixels[pixel + 1])
                                    blue += weight * Float(pixels[pixel + 2])
                                }
                                let out = 3 * (row * width + x)
                                (target[out], target[out + 1], target[out + 2]) = (red, green, blue)
                            }
                        }
                    }
                }
            }
        }
        // Pass 2: each output row from the resampled rows, then graded and rounded.
        let (m, b) = (tone.matrix, tone.offset)
        var output = [UInt8](repeating: 0, count: width * height * 3)
        var line = [Float](repeating: 0, count: width * 3)
        across.withUnsafeBufferPointer { across in
            output.withUnsafeMutableBufferPointer { output in
                line.withUnsafeMutableBufferPointer { line in
                    for y in 0..<height {
                        for index in 0..<line.count { line[index] = 0 }
                        for tap in y * rows.stride..<(y + 1) * rows.stride {
                            let weight = rows.weights[tap]
                            guard weight != 0 else { continue }
                            let start = (rows.indices[tap] - sourceRows.lowerBound) * width * 3
                            for index in 0..<line.count { line[index] += weight * across[start + index] }
                        }
                        let rowStart = y * width * 3
                        for x in 0..<width {
                            let (red, green, blue) = (line[3 * x], line[3 * x + 1], line[3 * x + 2])
                            output[rowStart + 3 * x] = channel(m[0] * red + m[1] * green + m[2] * blue + b[0])
                            output[rowStart + 3 * x + 1] = channel(m[3] * red + m[4] * green + m[5] * blue + b[1])
                            output[rowStart + 3 * x + 2] = channel(m[6] * red + m[7] * green + m[8] * blue + b[2])
                        }
                    }
                }
            }
        }
        return DemoRaster(width: width, height: height, rgb: output)
    }

    /// `value` rounded into 0…255.
    static func channel(_ value: Float) -> UInt8 {
        value <= 0 ? 0 : value >= 255 ? 255 : UInt8(value + 0.5)
    }
}
