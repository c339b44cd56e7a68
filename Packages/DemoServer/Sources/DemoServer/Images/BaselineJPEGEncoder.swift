/// Writes baseline JPEG files (ITU T.81 sequential DCT, 8-bit, Huffman coded) of a picture given pixel by
/// pixel, so the demo server's generated pictures decode anywhere and look smooth even at thumbnail sizes.
///
/// Deliberately plain: YCbCr with no chroma subsampling (4:4:4), the float ``ForwardDCT``, the standard
/// quantisation tables scaled for a quality as libjpeg scales them (``JPEGQuantizationTable``), and the
/// standard Huffman tables of Annex K.3 (``JPEGHuffmanTable``), one interleaved scan, no restart markers.
enum BaselineJPEGEncoder {
    /// The file for an image of `width` × `height` pixels (each 1…65,535) whose pixel at column `x`, row
    /// `y` has the colour `pixel(x, y)` as (red, green, blue), at `quality` 1…100 on libjpeg's scale.
    /// `pixel` is asked once for each pixel, row by row. Blocks that reach past the right or bottom edge
    /// are padded with copies of the last column and row, so they need no extra coefficients to hide the
    /// padding and show no ringing along the edge.
    static func encode(width: Int, height: Int, quality: Int = 85, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        precondition((1...65_535).contains(width) && (1...65_535).contains(height), "JPEG sides are 1…65,535 pixels")
        let luminance = JPEGQuantizationTable(base: JPEGQuantizationTable.luminanceBase, quality: quality)
        let chrominance = JPEGQuantizationTable(base: JPEGQuantizationTable.chrominanceBase, quality: quality)
        let header = headers(width: width, height: height, luminance: luminance, chrominance: chrominance)
        var writer = JPEGBitWriter(prefix: header, capacity: header.count + width * height / 4 + 64)
        let coders = [
            JPEGBlockCoder(quantization: luminance, dc: .luminanceDC, ac: .luminanceAC),
            JPEGBlockCoder(quantization: chrominance, dc: .chrominanceDC, ac: .chrominanceAC),
            JPEGBlockCoder(quantization: chrominance, dc: .chrominanceDC, ac: .chrominanceAC),
        ]
        let dct = ForwardDCT()

        let blocksX = (width + 7) / 8
        let rowLength = blocksX * 8
        // One band of 8 pixel rows: the Y, Cb and Cr planes one after the other, each `8 × rowLength`
        // samples, level-shifted so each is centred on 0 as the DCT expects.
        let band = UnsafeMutablePointer<Float>.allocate(capacity: 3 * 8 * rowLength)
        let block = UnsafeMutablePointer<Float>.allocate(capacity: 64)
        defer {
            band.deallocate()
            block.deallocate()
        }
        for top in stride(from: 0, to: height, by: 8) {
            fillBand(band, rowLength: rowLength, top: top, width: width, height: height, pixel: pixel)
            for blockX in 0..<blocksX {
                for (component, coder) in coders.enumerated() {
                    let origin = band + component * 8 * rowLength + blockX * 8
                    for y in 0..<8 {
                        (block + y * 8).update(from: origin + y * rowLength, count: 8)
                    }
                    dct.transform(block)
                    coder.write(block, to: &writer)
                }
            }
        }
        var file = writer.finish()
        file += [0xFF, 0xD9]  // EOI
        return file
    }

    /// Fills `band` with the level-shifted Y, Cb and Cr of pixel rows `top…top + 7` (JFIF's conversion),
    /// repeating the last column into the padding up to `rowLength` and the last row below `height`.
    private static func fillBand(_ band: UnsafeMutablePointer<Float>, rowLength: Int, top: Int, width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) {
        let (luma, blue, red) = (band, band + 8 * rowLength, band + 16 * rowLength)
        for row in 0..<8 {
            let start = row * rowLength
            guard top + row < height else {
                for plane in [luma, blue, red] {
                    (plane + start).update(from: plane + start - rowLength, count: rowLength)
                }
                continue
            }
            for x in 0..<width {
                let color = pixel(x, top + row)
                let r = Float(Int(color.0)), g = Float(Int(color.1)), b = Float(Int(color.2))
                luma[start + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128
                blue[start + x] = -0.168736 * r - 0.331264 * g + 0.5 * b
                red[start + x] = 0.5 * r - 0.418688 * g - 0.081312 * b
            }
            for plane in [luma, blue, red] {
                for x in width..<rowLength { plane[start + x] = plane[start + width - 1] }
            }
        }
    }

    /// The file's segments before its scan: SOI, JFIF APP0, both quantisation tables (DQT), the frame
    /// (SOF0), the four Huffman tables (DHT) and the scan header (SOS).
    private static func headers(width: Int, height: Int, luminance: JPEGQuantizationTable, chrominance: JPEGQuantizationTable) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]  // SOI
        // JFIF 1.01, no units, square pixels, no thumbnail.
        out += segment(0xE0, Array("JFIF".utf8) + [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
        // DQT: 8-bit tables 0 (luminance) and 1 (chrominance), their steps in zig-zag order.
        out += segment(0xDB, [0x00] + JPEGQuantizationTable.zigZag.map { luminance.steps[$0] }
            + [0x01] + JPEGQuantizationTable.zigZag.map { chrominance.steps[$0] })
        // SOF0: 8-bit samples; Y (id 1) on table 0, Cb (2) and Cr (3) on table 1, all sampled 1×1.
        out += segment(0xC0, [0x08] + be16(height) + be16(width) + [0x03, 0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01])
        // DHT: DC and AC tables 0 (luminance) and 1 (chrominance), each class << 4 | id, BITS, HUFFVAL.
        let huffman: [(UInt8, JPEGHuffmanTable)] = [(0x00, .luminanceDC), (0x10, .luminanceAC), (0x01, .chrominanceDC), (0x11, .chrominanceAC)]
        out += segment(0xC4, huffman.flatMap { [$0.0] + $0.1.counts + $0.1.symbols })
        // SOS: all three components interleaved, Y on DC/AC tables 0, Cb and Cr on 1; spectrum 0…63.
        out += segment(0xDA, [0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11, 0x00, 0x3F, 0x00])
        return out
    }

    /// A marker segment: 0xFF, `marker`, the big-endian length (counting itself), `payload`.
    private static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker] + be16(payload.count + 2) + payload
    }

    /// `value`'s low 16 bits, big-endian, as JPEG writes every 16-bit field.
    private static func be16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
