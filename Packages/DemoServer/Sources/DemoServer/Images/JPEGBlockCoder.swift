/// Quantises and entropy-codes the 8×8 blocks of one colour component (Y, Cb or Cr) of a baseline scan,
/// remembering the previous block's DC coefficient, from which the next one is coded.
///
/// Its tables live in buffers it owns, read through pointers: this is the encoder's innermost loop, run
/// for every block of pictures of up to 36 megapixels, and unlike array look-ups, pointer reads cost no
/// reference counting in the debug builds the demo server also runs in.
final class JPEGBlockCoder {
    /// 1 / step for each coefficient in zig-zag order, so quantising is a multiplication.
    private let reciprocals: UnsafeMutablePointer<Float>
    /// The row-major index of each zig-zag position (``JPEGQuantizationTable/zigZag``).
    private let zigZag: UnsafeMutablePointer<Int>
    /// The Huffman code of each symbol 0…255 of the DC table, then of the AC table (256 each).
    private let codes: UnsafeMutablePointer<UInt32>
    /// The code length of each symbol in `codes`, 0 for symbols the table lacks.
    private let lengths: UnsafeMutablePointer<Int>
    /// The quantised DC coefficient of the previous block coded, 0 at the start of the scan (F.1.1.5.1).
    private var prediction: Int32 = 0

    /// A coder that quantises with `quantization` and codes DC differences with `dc`, AC symbols with `ac`.
    init(quantization: JPEGQuantizationTable, dc: JPEGHuffmanTable, ac: JPEGHuffmanTable) {
        reciprocals = .allocate(capacity: 64)
        reciprocals.initialize(from: JPEGQuantizationTable.zigZag.map { 1 / Float(quantization.steps[$0]) }, count: 64)
        zigZag = .allocate(capacity: 64)
        zigZag.initialize(from: JPEGQuantizationTable.zigZag, count: 64)
        codes = .allocate(capacity: 512)
        codes.initialize(from: dc.codes + ac.codes, count: 512)
        lengths = .allocate(capacity: 512)
        lengths.initialize(from: dc.lengths + ac.lengths, count: 512)
    }

    deinit {
        reciprocals.deallocate()
        zigZag.deallocate()
        codes.deallocate()
        lengths.deallocate()
    }

    /// Quantises one block's DCT coefficients (`block`, row-major) and codes them in zig-zag order
    /// (ITU T.81 F.1.2): the DC as its difference from the previous block's, then the AC as runs of zeros
    /// each ended by a non-zero value, ZRL (0xF0) for every 16 zeros before a value, and EOB (0x00)
    /// when only zeros remain.
    func write(_ block: UnsafePointer<Float>, to writer: inout JPEGBitWriter) {
        // Quantising rounds halves away from zero, by a truncating conversion (cheaper than `rounded()`).
        let scaledDC = block[0] * reciprocals[0]
        let dc = Int32(scaledDC < 0 ? scaledDC - 0.5 : scaledDC + 0.5)
        let difference = dc - prediction
        prediction = dc
        let category = Self.category(difference)
        writer.write(codes[category], length: lengths[category])
        if category > 0 { writer.write(Self.bits(difference), length: category) }
        let (ac, zeroRun, endOfBlock) = (256, 256 + 0xF0, 256 + 0x00)
        var zeros = 0
        for index in 1..<64 {
            let scaled = block[zigZag[index]] * reciprocals[index]
            let value = Int32(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
            if value == 0 {
                zeros += 1
                continue
            }
            while zeros >= 16 {
                writer.write(codes[zeroRun], length: lengths[zeroRun])
                zeros -= 16
            }
            let size = Self.category(value)
            let symbol = ac + (zeros << 4 | size)
            writer.write(codes[symbol], length: lengths[symbol])
            writer.write(Self.bits(value), length: size)
            zeros = 0
        }
        if zeros > 0 { writer.write(codes[endOfBlock], length: lengths[endOfBlock]) }
    }

    /// The magnitude category (SSSS) of `value`: how many bits its absolute value needs, 0 for zero.
    private static func category(_ value: Int32) -> Int {
        Int32.bitWidth - value.magnitude.leadingZeroBitCount
    }

    /// The extra bits that follow a category's code: `value` itself when positive, `value` − 1 in two's
    /// complement when negative (its low `category` bits are then the one's complement of |value|).
    private static func bits(_ value: Int32) -> UInt32 {
        UInt32(bitPattern: value < 0 ? value - 1 : value)
    }
}
