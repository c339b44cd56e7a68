import Domain
import Presentation

/// Encodes a picture as DEC sixel graphics: the picture quantised to at most 256 colours
/// (``QuantizedPicture``), the palette in percent, then bands of six pixel rows, each band one line of
/// sixel characters per colour it uses, run-length encoded.
enum SixelEncoder {
    /// `DCS 0;1;0 q`: P1 0 is the default aspect (overridden by the raster attributes), P2 1 leaves
    /// pixels no colour sets as they were instead of painting them with colour 0, P3 is ignored.
    static let introducer = "\u{1B}P0;1;0q"
    /// The string terminator that ends the image.
    static let terminator = "\u{1B}\\"

    /// The whole sixel image for `grid`, with square pixels (`"1;1;W;H`), dithered onto its palette unless
    /// `dithered` is false (a measurement's baseline).
    static func encode(_ grid: PixelGrid, maximumColors: Int = 256, dithered: Bool = true) -> String {
        let picture = QuantizedPicture(grid, maximumColors: maximumColors, dithered: dithered)
        var output = [UInt8]()
        output.reserveCapacity(grid.width * grid.height + 4_096)
        append("\(introducer)\"1;1;\(grid.width);\(grid.height)", to: &output)
        for (index, colour) in picture.palette.enumerated() {
            append("#\(index);2;\(percent(colour.red));\(percent(colour.green));\(percent(colour.blue))", to: &output)
        }
        var bands = BandEncoder(width: grid.width, colors: picture.palette.count)
        for top in stride(from: 0, to: grid.height, by: 6) {
            if top > 0 { output.append(UInt8(ascii: "-")) }
            bands.encode(picture.indices, top: top, height: min(6, grid.height - top), into: &output)
        }
        append(terminator, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// A channel as sixel's 0–100 percent, rounded.
    static func percent(_ channel: UInt8) -> Int {
        (Int(channel) * 100 + 127) / 255
    }

    private static func append(_ text: String, to output: inout [UInt8]) {
        output.append(contentsOf: text.utf8)
    }
}

/// Writes one band of six pixel rows at a time, reusing its buffers: one pass over the band's pixels sets
/// each colour's bits, then each colour used gets `#n` and its run-length encoded sixels, `$` between them.
private struct BandEncoder {
    /// Pixels across the picture.
    let width: Int
    /// `colors × width` sixel bit patterns of the current band.
    private var bits: [UInt8]
    /// Whether each colour appears in the current band.
    private var used: [Bool]

    /// Buffers for pictures `width` pixels wide with `colors` palette entries.
    init(width: Int, colors: Int) {
        self.width = width
        bits = [UInt8](repeating: 0, count: max(1, colors) * width)
        used = [Bool](repeating: false, count: max(1, colors))
    }

    /// Appends the band of `height` (1–6) pixel rows from row `top` of `indices` to `output`.
    mutating func encode(_ indices: [UInt8], top: Int, height: Int, into output: inout [UInt8]) {
        for row in 0..<height {
            let start = (top + row) * width
            let bit = UInt8(1) << row
            for x in 0..<width {
                let colour = Int(indices[start + x])
                used[colour] = true
                bits[colour * width + x] |= bit
            }
        }
        var first = true
        for colour in used.indices where used[colour] {
            if !first { output.append(UInt8(ascii: "$")) }
            first = false
            output.append(UInt8(ascii: "#"))
            output.append(contentsOf: String(colour).utf8)
            let line = colour * width
            // Trailing empty sixels draw nothing, so they are left out.
            var end = line + width
            while end > line, bits[end - 1] == 0 { end -= 1 }
            var x = line
            while x < end {
                let pattern = bits[x]
                var run = 1
                while x + run < end, bits[x + run] == pattern { run += 1 }
                let character = 63 + pattern
                if run >= 4 {
                    output.append(UInt8(ascii: "!"))
                    output.append(contentsOf: String(run).utf8)
                    output.append(character)
                } else {
                    output.append(contentsOf: repeatElement(character, count: run))
                }
                x += run
            }
            bits.withUnsafeMutableBufferPointer { buffer in
                for index in line..<line + width { buffer[index] = 0 }
            }
            used[colour] = false
        }
    }
}
