import Domain
import Foundation
import Presentation
import Testing

/// Pictures to measure drawing against, and the measure: a smooth gradient (the case that bands), a
/// photograph, and the mean colour error over small areas, what the eye averages at a normal distance.
enum PictureSamples {
    /// A smooth sky-like gradient, the case that bands: 96 × 64 pixels.
    static let sky: PixelGrid = {
        var pixels: [RGBColor] = []
        for y in 0..<64 {
            for x in 0..<96 {
                let blue: Int = 150 + (x + y) / 4
                pixels.append(RGBColor(red: UInt8(40 + x), green: UInt8(90 + y), blue: UInt8(blue)))
            }
        }
        return PixelGrid(width: 96, height: 64, pixels: pixels)
    }()

    /// The mean distance (RGB, 0…441) between `source`'s and the drawn colours over `block`×`block` areas.
    static func meanError(_ drawn: [[(Int, Int, Int)]], block: Int, source sky: PixelGrid = sky) -> Double {
        var total = 0.0
        var count = 0
        for top in stride(from: 0, to: sky.height - block + 1, by: block) {
            for left in stride(from: 0, to: sky.width - block + 1, by: block) {
                var (source, shown) = ((0.0, 0.0, 0.0), (0.0, 0.0, 0.0))
                for y in top..<top + block {
                    for x in left..<left + block {
                        let pixel = sky[x, y]
                        source.0 += Double(pixel.red); source.1 += Double(pixel.green); source.2 += Double(pixel.blue)
                        shown.0 += Double(drawn[y][x].0); shown.1 += Double(drawn[y][x].1); shown.2 += Double(drawn[y][x].2)
                    }
                }
                let n = Double(block * block)
                let (dr, dg, db) = ((source.0 - shown.0) / n, (source.1 - shown.1) / n, (source.2 - shown.2) / n)
                total += (dr * dr + dg * dg + db * db).squareRoot()
                count += 1
            }
        }
        return total / Double(count)
    }

    /// A photograph (scikit-image's `coffee`, CC0, as the demo ships it) decoded by libjpeg-turbo's `djpeg`
    /// and averaged down to 96 × 64 pixels, 6.25 × 6.25 source pixels each.
    static func coffee() throws -> PixelGrid {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Packages/DemoServer/Photographs/coffee.jpg")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/djpeg")
        process.arguments = ["-pnm", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let ppm = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        // "P6\n600 400\n255\n" then RGB: the header's four fields, then the pixels.
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while index < ppm.count, ppm[index] == 0x20 || ppm[index] == 0x0A { index += 1 }
            let start = index
            while index < ppm.count, ppm[index] != 0x20, ppm[index] != 0x0A { index += 1 }
            fields.append(String(decoding: ppm[start..<index], as: UTF8.self))
        }
        index += 1
        let (width, height) = (try #require(Int(fields[1])), try #require(Int(fields[2])))
        #expect(fields[0] == "P6" && ppm.count - index == width * height * 3)
        var pixels: [RGBColor] = []
        for y in 0..<64 {
            for x in 0..<96 {
                var sums = (0, 0, 0, 0)
                for sy in (y * height / 64)..<((y + 1) * height / 64) {
                    for sx in (x * width / 96)..<((x + 1) * width / 96) {
                        let offset = index + (sy * width + sx) * 3
                        sums = (sums.0 + Int(ppm[offset]), sums.1 + Int(ppm[offset + 1]), sums.2 + Int(ppm[offset + 2]), sums.3 + 1)
                    }
                }
                pixels.append(RGBColor(red: UInt8(sums.0 / sums.3), green: UInt8(sums.1 / sums.3), blue: UInt8(sums.2 / sums.3)))
            }
        }
        return PixelGrid(width: 96, height: 64, pixels: pixels)
    }

}
