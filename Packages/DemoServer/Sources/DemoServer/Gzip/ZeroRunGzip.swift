/// A gzip file (RFC 1952) that inflates to a run of zero bytes, about 1/1032 of its size: the `gzip-bomb`
/// fault's body. No compression library: one dynamic-Huffman deflate block whose codes are chosen so that
/// each `<length 258, distance 1>` match is two zero bits, which makes the file a short head, a run of zero
/// bytes (sent by repeating one byte, never held whole), and a short tail.
enum ZeroRunGzip {
    /// The gzip file of `count` zero bytes (at least 1); its trailer has the true CRC-32 and the size modulo 2^32.
    static func body(inflatingTo count: Int) -> DemoStreamedBody {
        let count = max(1, count)
        var writer = DeflateBitWriter()
        writeBlockHeader(into: &writer)
        // One literal 0, then matches copying the byte before; what no whole match covers goes as literals.
        writer.writeCode(literalZero.code, length: literalZero.length)
        let (matches, literals) = (count - 1).quotientAndRemainder(dividingBy: 258)
        let (head, zeroBytes) = writer.skipZeroBits(2 * matches)  // length 258 is "0", distance 1 is "0"
        for _ in 0..<literals { writer.writeCode(literalZero.code, length: literalZero.length) }
        writer.writeCode(endOfBlock.code, length: endOfBlock.length)
        writer.alignToByte()
        let trailer = littleEndian(CRC32.ofZeros(count: count)) + littleEndian(UInt32(truncatingIfNeeded: count))
        return DemoStreamedBody(segments: [
            .bytes(gzipHeader + head),
            .repeated([0], times: zeroBytes),
            .bytes(writer.bytes + trailer),
        ])
    }

    /// Magic, deflate, no flags, no time, no extra flags, OS unknown.
    private static let gzipHeader: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]

    /// The literal/length code: 285 (length 258) is `0`, literal 0 is `10`, end of block is `11`. The
    /// distance code has the single code 0 (distance 1) as `0`.
    private static let literalZero: (code: UInt32, length: Int) = (0b10, 2)
    private static let endOfBlock: (code: UInt32, length: Int) = (0b11, 2)

    /// BFINAL, BTYPE 2 (dynamic Huffman) and the code lengths of the codes above (RFC 1951, 3.2.7).
    private static func writeBlockHeader(into writer: inout DeflateBitWriter) {
        writer.write(1, bits: 1)
        writer.write(2, bits: 2)
        writer.write(286 - 257, bits: 5)  // HLIT: literal/length codes 0...285
        writer.write(1 - 1, bits: 5)  // HDIST: distance code 0 only
        writer.write(18 - 4, bits: 4)  // HCLEN: code length code lengths, in the order below, up to symbol 1
        // The code length code: 18 (a run of 11–138 zeros) is `0`, 1 is `10`, 2 is `11`.
        let lengthOfSymbol: [Int: UInt32] = [18: 1, 1: 2, 2: 2]
        for symbol in [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1] {
            writer.write(lengthOfSymbol[symbol] ?? 0, bits: 3)
        }
        func length(_ bits: Int) { writer.writeCode(bits == 1 ? 0b10 : 0b11, length: 2) }
        func unused(_ count: UInt32) {
            writer.writeCode(0b0, length: 1)
            writer.write(count - 11, bits: 7)
        }
        // Lengths of literal/length symbols 0...285, then of distance symbol 0.
        length(2)  // literal 0
        unused(138)  // literals 1...138
        unused(117)  // literals 139...255
        length(2)  // end of block
        unused(28)  // lengths 3...257 (symbols 257...284)
        length(1)  // length 258 (symbol 285)
        length(1)  // distance 1 (symbol 0)
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
