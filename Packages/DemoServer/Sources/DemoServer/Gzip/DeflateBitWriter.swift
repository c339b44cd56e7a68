/// Packs bits into bytes the way deflate (RFC 1951) stores them: least significant bit first, with Huffman
/// codes starting from their most significant bit.
struct DeflateBitWriter {
    /// The whole bytes written so far.
    private(set) var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var pendingCount = 0

    /// Appends the low `count` bits of `value`, lowest first (header fields and extra bits).
    mutating func write(_ value: UInt32, bits count: Int) {
        for index in 0..<count { append(value >> index & 1) }
    }

    /// Appends a Huffman `code` of `length` bits, highest first.
    mutating func writeCode(_ code: UInt32, length: Int) {
        for index in (0..<length).reversed() { append(code >> index & 1) }
    }

    /// Appends `count` zero bits without storing the whole zero bytes among them: finishes the current byte,
    /// returns how many zero bytes follow it (for the caller to send itself), and keeps the rest pending.
    /// Afterwards ``bytes`` starts again empty.
    mutating func skipZeroBits(_ count: Int) -> (before: [UInt8], zeroBytes: Int) {
        var count = count
        while pendingCount != 0, count > 0 {
            append(0)
            count -= 1
        }
        let before = bytes
        bytes = []
        for _ in 0..<(count % 8) { append(0) }
        return (before, count / 8)
    }

    /// Pads the last byte with zero bits.
    mutating func alignToByte() {
        while pendingCount != 0 { append(0) }
    }

    private mutating func append(_ bit: UInt32) {
        pending |= bit << pendingCount
        pendingCount += 1
        if pendingCount == 8 {
            bytes.append(UInt8(pending))
            (pending, pendingCount) = (0, 0)
        }
    }
}
