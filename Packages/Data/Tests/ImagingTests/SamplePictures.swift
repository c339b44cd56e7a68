/// Pictures to encode as samples: each has what a decoder can get wrong (hard edges, smooth gradients,
/// fine noise, odd sizes that are not multiples of the 8- or 16-pixel blocks).
enum SamplePictures {
    /// Four flat quadrants (red, green, blue, yellow) whose edges sit off the block grid.
    static func quadrants(width: Int, height: Int) -> [UInt8] {
        let colours: [[UInt8]] = [[220, 30, 40], [30, 200, 60], [40, 60, 210], [240, 220, 30]]
        return (0..<height).flatMap { y in
            (0..<width).flatMap { x in colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)] }
        }
    }

    /// Diagonal gradients with a ripple and deterministic noise: like a photo, hard to compress.
    static func photoLike(width: Int, height: Int) -> [UInt8] {
        var seed: UInt32 = 0x9E37_79B9
        return (0..<height).flatMap { y in
            (0..<width).flatMap { x -> [UInt8] in
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Int(seed >> 28) - 8
                let ripple = Int(40 * sin(Double(x) / 7) * cos(Double(y) / 11))
                return [x * 255 / max(1, width - 1) + noise, y * 255 / max(1, height - 1) + ripple, (x + y) * 127 / max(1, width + height) + 64 - noise]
                    .map { UInt8(max(0, min(255, $0))) }
            }
        }
    }
}

import Foundation
