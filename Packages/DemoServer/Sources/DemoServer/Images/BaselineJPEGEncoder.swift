/// Writes baseline JPEG files whose 8×8 blocks are each one flat colour (only the DC coefficient of every
/// block is coded; every AC coefficient is zero). Enough for a real, decodable image of any size from a
/// few kilobytes of code, which is all the demo server's generated pictures need.
enum BaselineJPEGEncoder {
    /// The luminance DC Huffman table of ITU T.81 Annex K.3: code lengths 1…16, then the symbols.
    private static let dcLengths: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]
    private static let dcSymbols: [UInt8] = Array(0...11)
    /// An AC table with two 2-bit codes: `00` is end-of-block (symbol 0x00), the only AC symbol written.
    private static let acLengths: [UInt8] = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    private static let acSymbols: [UInt8] = [0x00, 0x01]

    /// The file for an image of `width` × `height` pixels (each 1…65,535) whose block at column `x`, row
    /// `y` (in 8-pixel units) has the colour `block(x, y)` as (red, green, blue).
    static func encode(width: Int, height: Int, block: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        precondition((1...65_535).contains(width) && (1...65_535).contains(height), "JPEG sides are 1…65,535 pixels")
        var out: [UInt8] = [0xFF, 0xD8]  // SOI
        // APP0 JFIF 1.1, no thumbnail, square pixels.
        out += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
        // DQT: table 0, every step 1, so a block's DC coefficient is exact.
        out += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        // SOF0: 8-bit samples, three components (Y, Cb, Cr), no subsampling, quantisation table 0.
        out += [0xFF, 0xC0, 0x00, 0x11, 0x08] + be16(height) + be16(width) + [0x03]
        for component: UInt8 in 1...3 { out += [component, 0x11, 0x00] }
        // DHT: DC table 0 and AC table 0.
        out += [0xFF, 0xC4] + be16(2 + 17 + dcSymbols.count) + [0x00] + dcLengths + dcSymbols
        out += [0xFF, 0xC4] + be16(2 + 17 + acSymbols.count) + [0x10] + acLengths + acSymbols
        // SOS: all three components interleaved, every one on tables 0/0, full spectrum.
        out += [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x00, 0x03, 0x00, 0x00, 0x3F, 0x00]
        var bits = BitWriter()
        let dcCodes = canonicalCodes(lengths: dcLengths)
        var previous = [0, 0, 0]
        for y in 0..<(height + 7) / 8 {
            for x in 0..<(width + 7) / 8 {
                let (red, green, blue) = block(x, y)
                for (component, sample) in ycbcr(red, green, blue).enumerated() {
                    // With all-ones quantisation the DC coefficient of a flat block is 8 × (sample − 128).
                    let dc = 8 * (sample - 128)
                    let difference = dc - previous[component]
                    previous[component] = dc
                    let category = difference == 0 ? 0 : Int.bitWidth - abs(difference).leadingZeroBitCount
                    let code = dcCodes[category]
                    bits.append(code.bits, count: code.length)
                    if category > 0 {
                        // Negative differences are written as difference − 1 in `category` bits.
                        bits.append(UInt32(truncatingIfNeeded: difference < 0 ? difference - 1 : difference) & ((1 << category) - 1), count: category)
                    }
                    bits.append(0b00, count: 2)  // end of block: every AC coefficient is zero
                }
            }
        }
        out += bits.finish()
        out += [0xFF, 0xD9]  // EOI
        return out
    }

    /// JFIF's RGB → YCbCr, rounded and clamped to 0…255.
    private static func ycbcr(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> [Int] {
        let (r, g, b) = (Double(red), Double(green), Double(blue))
        let values = [
            0.299 * r + 0.587 * g + 0.114 * b,
            128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
            128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
        ]
        return values.map { min(255, max(0, Int(($0).rounded()))) }
    }

    /// The canonical Huffman codes (ITU T.81 Annex C) for symbols 0, 1, 2, … with the given lengths.
    private static func canonicalCodes(lengths: [UInt8]) -> [(bits: UInt32, length: Int)] {
        var codes: [(bits: UInt32, length: Int)] = []
        var code: UInt32 = 0
        for (index, count) in lengths.enumerated() {
            for _ in 0..<count {
                codes.append((code, index + 1))
                code += 1
            }
            code <<= 1
        }
        return codes
    }

    private static func be16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// Packs bits most significant first, stuffing a zero byte after every 0xFF as JPEG requires.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var accumulator: UInt32 = 0
        private var count = 0

        mutating func append(_ value: UInt32, count length: Int) {
            for shift in stride(from: length - 1, through: 0, by: -1) {
                accumulator = accumulator << 1 | (value >> UInt32(shift) & 1)
                count += 1
                if count == 8 { flushByte() }
            }
        }

        /// The packed bytes, the last one padded with one bits.
        mutating func finish() -> [UInt8] {
            while count != 0 { append(1, count: 1) }
            return bytes
        }

        private mutating func flushByte() {
            let byte = UInt8(accumulator & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0x00) }
            accumulator = 0
            count = 0
        }
    }
}
