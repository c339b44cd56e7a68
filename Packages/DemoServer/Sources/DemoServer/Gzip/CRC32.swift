/// CRC-32 (the polynomial of gzip, zlib and PNG) of a run of zero bytes, in time logarithmic in its length,
/// so a gzip trailer for gigabytes of zeros costs microseconds.
enum CRC32 {
    /// The reflected polynomial 0x04C11DB7.
    static let polynomial: UInt32 = 0xEDB8_8320

    /// The CRC-32 of `count` zero bytes. Processing a zero byte multiplies the register by x^8 modulo the
    /// polynomial, so `count` of them multiply it by x^(8 × count), computed by squaring (as zlib's
    /// `crc32_combine` does).
    static func ofZeros(count: Int) -> UInt32 {
        var power: UInt32 = 1 << 31  // x^0: bit 31 is the lowest power in the reflected order
        var square: UInt32 = 1 << 23  // x^8
        var remaining = UInt64(max(0, count))
        while remaining > 0 {
            if remaining & 1 == 1 { power = multiply(power, square) }
            square = multiply(square, square)
            remaining >>= 1
        }
        return ~multiply(power, 0xFFFF_FFFF)
    }

    /// `a × b` modulo the polynomial, both in the reflected bit order.
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var (product, b) = (UInt32(0), b)
        for bit in (0..<32).reversed() {  // bit 31 is x^0, bit 0 is x^31
            if a >> bit & 1 == 1 { product ^= b }
            b = b & 1 == 1 ? (b >> 1) ^ polynomial : b >> 1  // b × x
        }
        return product
    }
}
