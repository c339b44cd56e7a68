@testable import DemoServer
import Foundation
import Testing

@Suite("Baseline JPEG encoder")
struct BaselineJPEGEncoderTests {
    /// A smooth picture: horizontal, vertical and diagonal ramps in red, green and blue.
    private static func gradient(width: Int, height: Int) -> (Int, Int) -> (UInt8, UInt8, UInt8) {
        { x, y in
            let (u, v) = (Double(x) / Double(max(1, width - 1)), Double(y) / Double(max(1, height - 1)))
            return (UInt8(40 + 180 * u), UInt8(30 + 190 * v), UInt8(210 - 150 * (u + v) / 2))
        }
    }

    /// The mean and largest absolute difference between `decoded` and `pixel`, over every sample.
    private static func errors(_ decoded: JPEGTool.Decoded, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> (mean: Double, max: Int) {
        var (total, largest) = (0, 0)
        for y in 0..<decoded.height {
            for x in 0..<decoded.width {
                let (r, g, b) = pixel(x, y)
                let (dr, dg, db) = decoded.pixel(x, y)
                for difference in [abs(dr - Int(r)), abs(dg - Int(g)), abs(db - Int(b))] {
                    total += difference
                    largest = max(largest, difference)
                }
            }
        }
        return (Double(total) / Double(3 * decoded.width * decoded.height), largest)
    }

    /// The tables of the DQT and DHT segments before the scan, keyed by their Pq/Tq or Tc/Th byte.
    private static func tables(_ jpeg: [UInt8]) -> (quantization: [UInt8: [UInt8]], huffman: [UInt8: [UInt8]]) {
        var (quantization, huffman) = ([UInt8: [UInt8]](), [UInt8: [UInt8]]())
        var index = 2
        while index + 4 <= jpeg.count, jpeg[index] == 0xFF, jpeg[index + 1] != 0xDA {
            let end = index + 2 + (Int(jpeg[index + 2]) << 8 | Int(jpeg[index + 3]))
            var cursor = index + 4
            while cursor < end {
                let key = jpeg[cursor]
                if jpeg[index + 1] == 0xDB {
                    quantization[key] = Array(jpeg[cursor + 1..<cursor + 65])
                    cursor += 65
                } else if jpeg[index + 1] == 0xC4 {
                    let symbols = jpeg[cursor + 1..<cursor + 17].reduce(0) { $0 + Int($1) }
                    huffman[key] = Array(jpeg[cursor + 1..<cursor + 17 + symbols])
                    cursor += 17 + symbols
                } else {
                    cursor = end
                }
            }
            index = end
        }
        return (quantization, huffman)
    }

    @Test("given a smooth gradient of an odd size, when encoded at quality 90 and decoded by djpeg, then djpeg is silent and every pixel is close to its source", arguments: [(1, 1), (7, 9), (97, 61), (640, 427)])
    func gradientRoundTrip(width: Int, height: Int) throws {
        let pixel = Self.gradient(width: width, height: height)

        let decoded = try JPEGTool.decode(BaselineJPEGEncoder.encode(width: width, height: height, quality: 90, pixel: pixel))

        #expect(decoded.status == 0 && decoded.messages.isEmpty, "\(decoded.messages)")
        #expect(decoded.width == width && decoded.height == height)
        let (mean, largest) = Self.errors(decoded, pixel)
        #expect(mean < 3, "mean error \(mean)")
        #expect(largest < 16, "largest error \(largest)")  // cjpeg -sample 1x1 -quality 90 reaches 7 on 7×9
    }

    @Test("given four flat quadrants with sharp edges, when encoded and decoded by djpeg, then each quadrant's centre is its colour within 6")
    func quadrants() throws {
        let colors: [(UInt8, UInt8, UInt8)] = [(220, 30, 40), (30, 180, 60), (40, 60, 200), (240, 220, 40)]
        let (width, height) = (101, 77)
        let pixel = { (x: Int, y: Int) in colors[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)] }

        let decoded = try JPEGTool.decode(BaselineJPEGEncoder.encode(width: width, height: height, pixel: pixel))

        #expect(decoded.status == 0 && decoded.messages.isEmpty, "\(decoded.messages)")
        for (x, y) in [(width / 4, height / 4), (3 * width / 4, height / 4), (width / 4, 3 * height / 4), (3 * width / 4, 3 * height / 4)] {
            let (expected, actual) = (pixel(x, y), decoded.pixel(x, y))
            #expect(abs(actual.0 - Int(expected.0)) <= 6 && abs(actual.1 - Int(expected.1)) <= 6 && abs(actual.2 - Int(expected.2)) <= 6, "at \(x), \(y): \(actual) for \(expected)")
        }
    }

    @Test("given a grey block of only the highest frequency, when encoded, then its long zero run (ZRL codes) decodes back to the pattern")
    func zeroRunLength() throws {
        // Only the DC and the (7, 7) coefficient are non-zero: 62 zeros between them, three ZRLs and a run of 14.
        let weight = { (n: Int) in cos(Double((2 * n + 1) * 7) * Double.pi / 16) }
        let pixel = { (x: Int, y: Int) -> (UInt8, UInt8, UInt8) in
            let grey = UInt8((128 + 100 * weight(x % 8) * weight(y % 8)).rounded())
            return (grey, grey, grey)
        }

        let decoded = try JPEGTool.decode(BaselineJPEGEncoder.encode(width: 16, height: 8, quality: 90, pixel: pixel))

        #expect(decoded.status == 0 && decoded.messages.isEmpty, "\(decoded.messages)")
        let (mean, largest) = Self.errors(decoded, pixel)
        #expect(mean < 4 && largest < 16, "mean error \(mean), largest \(largest)")
    }

    @Test("given noise at quality 100, when encoded, then every 0xFF byte of the scan is followed by a stuffed zero and djpeg decodes it silently")
    func byteStuffing() throws {
        var random = SplitMix64(seed: 7)
        let noise = (0..<(48 * 32)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let jpeg = BaselineJPEGEncoder.encode(width: 48, height: 32, quality: 100) { x, y in
            let sample = noise[y * 48 + x]
            return (sample, sample &* 3, sample &* 7)
        }

        let scanStart = try #require(jpeg.indices.first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }) + 14
        let scan = Array(jpeg[scanStart..<(jpeg.count - 2)])
        let marks = scan.indices.dropLast().filter { scan[$0] == 0xFF }
        #expect(!marks.isEmpty)
        #expect(marks.allSatisfy { scan[$0 + 1] == 0x00 })
        #expect(scan.last != 0xFF)
        #expect(Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let decoded = try JPEGTool.decode(jpeg)
        #expect(decoded.status == 0 && decoded.messages.isEmpty, "\(decoded.messages)")
        #expect(Self.errors(decoded) { x, y in (noise[y * 48 + x], noise[y * 48 + x] &* 3, noise[y * 48 + x] &* 7) }.mean < 3)
    }

    @Test("given qualities 90, 75, 50 and 25, when encoded, then the quantisation and Huffman tables are byte for byte those cjpeg writes at the same quality", arguments: [90, 75, 50, 25])
    func tablesMatchLibjpeg(quality: Int) throws {
        let pixel = Self.gradient(width: 16, height: 16)

        let ours = Self.tables(BaselineJPEGEncoder.encode(width: 16, height: 16, quality: quality, pixel: pixel))
        let theirs = Self.tables(try JPEGTool.encode(width: 16, height: 16, quality: quality, pixel: pixel))

        #expect(ours.quantization.count == 2 && ours.huffman.count == 4)
        #expect(ours.quantization == theirs.quantization)
        #expect(ours.huffman == theirs.huffman)
    }

    @Test("given a block of arbitrary samples, when transformed, then the coefficients are those of the DCT's defining sum")
    func forwardDCT() {
        var random = SplitMix64(seed: 3)
        let samples = (0..<64).map { _ in Float(Int(random.next() % 256) - 128) }
        let block = UnsafeMutablePointer<Float>.allocate(capacity: 64)
        defer { block.deallocate() }
        block.initialize(from: samples, count: 64)

        ForwardDCT().transform(block)

        for v in 0..<8 {
            for u in 0..<8 {
                // F(u, v) = C(u) C(v) / 4 · Σx Σy f(x, y) cos((2x + 1)uπ/16) cos((2y + 1)vπ/16) (ITU T.81 A.3.3).
                let scale = (u == 0 ? 1 / 2.0.squareRoot() : 1) * (v == 0 ? 1 / 2.0.squareRoot() : 1) / 4
                var sum = 0.0
                for y in 0..<8 {
                    for x in 0..<8 {
                        sum += Double(samples[y * 8 + x]) * cos(Double((2 * x + 1) * u) * .pi / 16) * cos(Double((2 * y + 1) * v) * .pi / 16)
                    }
                }
                #expect(abs(Double(block[v * 8 + u]) - scale * sum) < 0.01, "coefficient (\(u), \(v))")
            }
        }
    }

    @Test("given qualities 50 and 100, when the tables are scaled, then 50 is the standard table and 100 is all ones")
    func qualityScaling() {
        #expect(JPEGQuantizationTable(base: JPEGQuantizationTable.luminanceBase, quality: 50).steps.map(Int.init) == JPEGQuantizationTable.luminanceBase)
        #expect(JPEGQuantizationTable(base: JPEGQuantizationTable.chrominanceBase, quality: 100).steps == [UInt8](repeating: 1, count: 64))
        #expect(Array(JPEGQuantizationTable.zigZag.prefix(10)) == [0, 1, 8, 16, 9, 2, 3, 10, 17, 24])
        #expect(Set(JPEGQuantizationTable.zigZag) == Set(0..<64) && JPEGQuantizationTable.zigZag.last == 63)
    }
}
