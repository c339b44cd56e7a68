import Foundation

/// The two-dimensional forward DCT of an 8×8 block (ITU T.81 A.3.3) in floating point, computed separably:
/// an 8-point DCT along each row, then along each column. Each 8-point DCT uses the cosines' symmetry
/// (sums and differences of mirrored samples) to halve the multiplications, and is written out in full
/// rather than as loops: debug builds, which serve full-size pictures of up to 36 megapixels in the app's
/// tests, run loops many times slower than straight-line arithmetic.
struct ForwardDCT: Sendable {
    /// `h[k]` = cos(kπ/16) / 2 for k = 1…7 (index 0 unused): the weights of the 8-point DCT
    /// X(u) = C(u)/2 · Σ x(n) · cos((2n + 1)uπ/16), with C(0) = 1/√2 and C(u) = 1 otherwise, after
    /// reducing every angle to one of these seven. C(0)/2 = cos(4π/16)/2, so the DC weight is `h[4]`.
    private let h1, h2, h3, h4, h5, h6, h7: Float

    /// Computes the seven cosines once.
    init() {
        func half(_ k: Int) -> Float { Float(cos(Double(k) * Double.pi / 16) / 2) }
        (h1, h2, h3, h4, h5, h6, h7) = (half(1), half(2), half(3), half(4), half(5), half(6), half(7))
    }

    /// Replaces the 64 level-shifted samples at `block` (row-major) by their DCT coefficients, row-major
    /// too (`block[v * 8 + u]`, `u` the horizontal frequency), scaled as the standard scales them: a flat
    /// block's DC coefficient is 8 × its sample.
    func transform(_ block: UnsafeMutablePointer<Float>) {
        for row in 0..<8 { transform8(block + row * 8, step: 1) }
        for column in 0..<8 { transform8(block + column, step: 8) }
    }

    /// The 8-point DCT, in place, of the samples `step` apart from `x`. With s(n) = x(n) + x(7 − n) and
    /// d(n) = x(n) − x(7 − n) for n = 0…3, the even frequencies depend only on the s and the odd ones only
    /// on the d (cos((2(7 − n) + 1)uπ/16) = (−1)^u cos((2n + 1)uπ/16)). (Few named values: a debug build
    /// clears each one's slot on every call.)
    private func transform8(_ x: UnsafeMutablePointer<Float>, step: Int) {
        let s0 = x[0] + x[7 * step], s1 = x[step] + x[6 * step], s2 = x[2 * step] + x[5 * step], s3 = x[3 * step] + x[4 * step]
        let d0 = x[0] - x[7 * step], d1 = x[step] - x[6 * step], d2 = x[2 * step] - x[5 * step], d3 = x[3 * step] - x[4 * step]
        x[0] = h4 * (s0 + s1 + s2 + s3)
        x[2 * step] = h2 * (s0 - s3) + h6 * (s1 - s2)
        x[4 * step] = h4 * (s0 - s1 - s2 + s3)
        x[6 * step] = h6 * (s0 - s3) - h2 * (s1 - s2)
        x[step] = h1 * d0 + h3 * d1 + h5 * d2 + h7 * d3
        x[3 * step] = h3 * d0 - h7 * d1 - h1 * d2 - h5 * d3
        x[5 * step] = h5 * d0 - h1 * d1 + h7 * d2 + h3 * d3
        x[7 * step] = h7 * d0 - h5 * d1 + h3 * d2 - h1 * d3
    }
}
