/// The 64 quantisation steps of one component's 8×8 DCT coefficients, in natural (row-major) order: the
/// standard table of ITU T.81 Annex K.1 scaled for a quality as the IJG's libjpeg does, so a file of
/// quality 90 here weighs what `cjpeg -quality 90` would make of the same picture.
struct JPEGQuantizationTable: Sendable {
    /// Each coefficient's step, 1…255 (baseline JPEG's 8-bit tables), row-major: `steps[v * 8 + u]`.
    let steps: [UInt8]

    /// The standard `base` table scaled for `quality` (clamped to 1…100) with libjpeg's curve
    /// (`jpeg_quality_scaling` and `jpeg_add_quant_table` in jcparam.c): 5000 / quality percent below 50,
    /// 200 − 2 × quality percent from 50, each step rounded and kept within 1…255.
    init(base: [Int], quality: Int) {
        let quality = min(100, max(1, quality))
        let percent = quality < 50 ? 5_000 / quality : 200 - 2 * quality
        steps = base.map { UInt8(min(255, max(1, ($0 * percent + 50) / 100))) }
    }

    // The tables of ITU T.81 Annex K.1, copied from libjpeg-turbo's jcparam.c
    // (github.com/libjpeg-turbo/libjpeg-turbo, `std_luminance_quant_tbl`, `std_chrominance_quant_tbl`).

    /// Table K.1, for luminance: what the standard calls "good" quality at 100 percent (quality 50).
    static let luminanceBase = [
        16, 11, 10, 16, 24, 40, 51, 61,
        12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77,
        24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101,
        72, 92, 95, 98, 112, 100, 103, 99,
    ]

    /// Table K.2, for chrominance (Cb and Cr).
    static let chrominanceBase = [
        17, 18, 24, 47, 99, 99, 99, 99,
        18, 21, 26, 66, 99, 99, 99, 99,
        24, 26, 56, 99, 99, 99, 99, 99,
        47, 66, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
    ]

    /// The natural (row-major) index of each coefficient in zig-zag order (ITU T.81 Figure A.6): the
    /// anti-diagonals from the top left, alternately walked down-left (odd ones) and up-right (even ones).
    /// DQT segments and entropy-coded blocks both list coefficients in this order.
    static let zigZag: [Int] = (0..<15).flatMap { diagonal -> [Int] in
        let rows = max(0, diagonal - 7)...min(7, diagonal)
        let ordered = diagonal % 2 == 1 ? Array(rows) : rows.reversed()
        return ordered.map { row in row * 8 + (diagonal - row) }
    }
}
