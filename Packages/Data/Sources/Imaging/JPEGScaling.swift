import CTurboJPEG
import Domain

/// The sizes TurboJPEG can decode a file at (1/8 … 1/1 and more), and the choice among them.
enum JPEGScaling {
    /// The scaling factors that shrink or keep, from TurboJPEG's list; 1/1 alone if it gives none.
    static let reducingFactors: [(numerator: Int, denominator: Int)] = {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count), count > 0 else { return [(1, 1)] }
        let all = (0..<Int(count)).map { (Int(factors[$0].num), Int(factors[$0].denom)) }
        let reducing = all.filter { $0.0 <= $0.1 && $0.0 > 0 && $0.1 > 0 }
        return reducing.isEmpty ? [(1, 1)] : reducing
    }()

    /// The smallest scaled size of a `width` × `height` image that still covers `target` on both sides;
    /// when none does (a small image is never enlarged here), the largest. Only sizes within
    /// `PixelSize.maximumSide` count, so a huge file that cannot cover the target comes back as large as a
    /// picture may be, not whole.
    static func smallestCovering(_ target: PixelSize, width: Int, height: Int) -> (width: Int, height: Int) {
        // TJSCALED: rounds up, as the decoder does.
        let sizes = reducingFactors.map { factor in
            (width: (width * factor.numerator + factor.denominator - 1) / factor.denominator,
             height: (height * factor.numerator + factor.denominator - 1) / factor.denominator)
        }.filter { $0.width <= PixelSize.maximumSide && $0.height <= PixelSize.maximumSide }
        let covering = sizes.filter { $0.width >= target.width && $0.height >= target.height }
        if let smallest = covering.min(by: { $0.width * $0.height < $1.width * $1.height }) { return smallest }
        return sizes.max(by: { $0.width * $0.height < $1.width * $1.height }) ?? (min(width, PixelSize.maximumSide), min(height, PixelSize.maximumSide))
    }
}
