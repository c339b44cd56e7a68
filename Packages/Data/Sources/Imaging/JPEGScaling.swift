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

    /// The smallest scaled size of a `width` × `height` image that still covers `target` on both sides; the
    /// full size when even that does not (a small image is never enlarged here).
    static func smallestCovering(_ target: PixelSize, width: Int, height: Int) -> (width: Int, height: Int) {
        var best = (width: width, height: height)
        for factor in reducingFactors {
            // TJSCALED: rounds up, as the decoder does.
            let scaled = (
                width: (width * factor.numerator + factor.denominator - 1) / factor.denominator,
                height: (height * factor.numerator + factor.denominator - 1) / factor.denominator
            )
            if scaled.width >= target.width, scaled.height >= target.height, scaled.width * scaled.height < best.width * best.height {
                best = scaled
            }
        }
        return best
    }
}
