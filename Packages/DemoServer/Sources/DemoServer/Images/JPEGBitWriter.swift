/// Packs the variable-length codes of a JPEG scan into bytes, most significant bit first, stuffing a zero
/// byte after every 0xFF so a decoder never mistakes coded data for a marker (ITU T.81 F.1.2.3).
struct JPEGBitWriter {
    /// The bytes written so far (whatever preceded the scan, then the scan's complete bytes).
    private var bytes: [UInt8]
    /// Bits not yet written, right-aligned in the low `count` bits (bits above them are stale).
    private var accumulator: UInt64 = 0
    /// How many bits `accumulator` holds, always fewer than 8 between calls.
    private var count = 0

    /// A writer that appends after `prefix` (the file's headers), with room reserved for `capacity` bytes.
    init(prefix: [UInt8], capacity: Int) {
        bytes = prefix
        bytes.reserveCapacity(capacity)
    }

    /// Appends the low `length` bits of `value` (0…16 of them), most significant first.
    mutating func write(_ value: UInt32, length: Int) {
        accumulator = accumulator << UInt64(length) | UInt64(value) & ((1 << UInt64(length)) - 1)
        count += length
        while count >= 8 {
            count -= 8
            let byte = UInt8(truncatingIfNeeded: accumulator >> UInt64(count))
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0x00) }
        }
    }

    /// Every byte written, the last partial one padded with one bits as the standard asks (F.1.2.3).
    consuming func finish() -> [UInt8] {
        if count > 0 { write(0x7F, length: 8 - count) }
        return bytes
    }
}
