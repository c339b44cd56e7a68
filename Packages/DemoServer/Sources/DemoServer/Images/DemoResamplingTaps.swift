/// Which source pixels, with which weights, make each output pixel along one axis of a resampling. When
/// enlarging, Catmull-Rom's cubic (bicubic interpolation, sharper than bilinear); when shrinking, a tent
/// (triangle) filter as wide as one output pixel each side, so every source pixel counts and thumbnails
/// do not alias.
struct DemoResamplingTaps {
    /// Taps per output pixel (unused ones have weight 0).
    let stride: Int
    /// `stride` source indices per output pixel, each within the source.
    let indices: [Int]
    /// `stride` weights per output pixel, summing to 1.
    let weights: [Float]

    /// The taps for `count` output pixels showing source pixels `start ..< start + span` of a source
    /// `limit` pixels long; `reversed` mirrors the output (a horizontal flip).
    init(count: Int, start: Double, span: Double, limit: Int, reversed: Bool) {
        let scale = span / Double(count)
        let enlarging = scale < 1
        let radius = enlarging ? 2 : scale
        let stride = Int((2 * radius).rounded(.up)) + 2
        var indices = [Int](repeating: 0, count: count * stride)
        var weights = [Float](repeating: 0, count: count * stride)
        for output in 0..<count {
            let centre = start + (Double(output) + 0.5) * scale
            let first = Int((centre - radius - 0.5).rounded(.down))
            let slot = (reversed ? count - 1 - output : output) * stride
            var total = 0.0
            var taken: [(Int, Double)] = []
            for tap in 0..<stride {
                let source = first + tap
                let distance = abs(Double(source) + 0.5 - centre)
                let weight = enlarging ? Self.catmullRom(distance) : max(0, 1 - distance / radius)
                guard weight != 0 else { continue }
                taken.append((min(max(source, 0), limit - 1), weight))
                total += weight
            }
            if taken.isEmpty { taken = [(min(max(Int(centre), 0), limit - 1), 1)]; total = 1 }
            for (tap, (source, weight)) in taken.enumerated() {
                indices[slot + tap] = source
                weights[slot + tap] = Float(weight / total)
            }
            // Unused taps repeat the last source index with weight 0, so every index is valid.
            for tap in taken.count..<stride { indices[slot + tap] = taken[taken.count - 1].0 }
        }
        (self.stride, self.indices, self.weights) = (stride, indices, weights)
    }

    /// The Catmull-Rom cubic (a = −0.5) at `distance` source pixels from the output pixel's centre: 1 at
    /// 0, 0 at every other whole pixel and from 2 on, slightly negative between 1 and 2.
    static func catmullRom(_ distance: Double) -> Double {
        let d = abs(distance)
        if d < 1 { return (1.5 * d - 2.5) * d * d + 1 }
        if d < 2 { return ((-0.5 * d + 2.5) * d - 4) * d + 2 }
        return 0
    }

    /// The lowest and highest source index any tap reads.
    var range: ClosedRange<Int> {
        (indices.min() ?? 0)...(indices.max() ?? 0)
    }
}
