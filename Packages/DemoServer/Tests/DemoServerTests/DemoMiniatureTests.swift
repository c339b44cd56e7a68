@testable import DemoServer
import Testing

/// The miniature's block means, checked against the plainest way to compute them: every pixel of each
/// block visited, its channels summed as Floats and divided by the pixels counted.
@Suite("DemoMiniature")
struct DemoMiniatureTests {
    private static func reference(_ raster: DemoRaster) -> (sRGB: [Float], linear: [Float]) {
        let block = DemoMiniature.block
        let (width, height) = ((raster.width + block - 1) / block, (raster.height + block - 1) / block)
        var (sRGB, linear) = ([Float](repeating: 0, count: 3 * width * height), [Float](repeating: 0, count: 3 * width * height))
        var counts = [Float](repeating: 0, count: width * height)
        for y in 0..<raster.height {
            for x in 0..<raster.width {
                let (pixel, cell) = (3 * (y * raster.width + x), (y / block) * width + x / block)
                counts[cell] += 1
                for channel in 0..<3 {
                    let value = raster.rgb[pixel + channel]
                    sRGB[3 * cell + channel] += Float(value)
                    linear[3 * cell + channel] += Float(BlurHashEncoder.sRGBToLinear(Double(value) / 255))
                }
            }
        }
        for index in sRGB.indices {
            sRGB[index] /= counts[index / 3]
            linear[index] /= counts[index / 3]
        }
        return (sRGB, linear)
    }

    @Test("given rasters of whole and partial blocks (1×1 to 33×17), when reduced, then every mean is the reference's, bit for bit", arguments: [(1, 1), (8, 8), (9, 7), (16, 24), (33, 17)])
    func matchesReference(width: Int, height: Int) {
        var generator = SystemRandomNumberGenerator()
        let raster = DemoRaster(width: width, height: height, rgb: (0..<3 * width * height).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let miniature = DemoMiniature(raster)
        let expected = Self.reference(raster)
        #expect(miniature.width == (width + 7) / 8 && miniature.height == (height + 7) / 8)
        #expect(miniature.sRGB == expected.sRGB)
        #expect(miniature.linear == expected.linear)
        #expect(miniature.linearAsSRGB.map(Int.init) == expected.linear.map { BlurHashEncoder.linearToSRGB(Double($0)) })
    }

    @Test("given every tone and random colours, when graded through the tone's grade, then each channel is its matrix row times the colour plus its offset, bit for bit")
    func gradeIsTheMatrixAndOffset() {
        var generator = SystemRandomNumberGenerator()
        for tone in DemoTone.allCases {
            let (grade, m, b) = (DemoGrade(tone), tone.matrix, tone.offset)
            for _ in 0..<1_000 {
                let (red, green, blue) = (Float.random(in: -10...300, using: &generator), Float.random(in: 0...255, using: &generator), Float(UInt8.random(in: 0...255, using: &generator)))
                let graded = grade.apply(red, green, blue)
                #expect(graded.0 == m[0] * red + m[1] * green + m[2] * blue + b[0], "\(tone)")
                #expect(graded.1 == m[3] * red + m[4] * green + m[5] * blue + b[1], "\(tone)")
                #expect(graded.2 == m[6] * red + m[7] * green + m[8] * blue + b[2], "\(tone)")
            }
        }
    }
}
