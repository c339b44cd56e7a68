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

    /// The demo's `coffee` photograph (scikit-image's, CC0), the file as shipped.
    static let coffeeFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Packages/DemoServer/Photographs/coffee.jpg")

    /// A photograph (scikit-image's `coffee`, CC0, as the demo ships it) decoded by libjpeg-turbo's `djpeg`
    /// and averaged down to 96 × 64 pixels, 6.25 × 6.25 source pixels each.
    static func coffee() throws -> PixelGrid {
        let (width, height, rgb) = try ppm(run("/usr/bin/djpeg", ["-pnm", coffeeFile.path]))
        var pixels: [RGBColor] = []
        for y in 0..<64 {
            for x in 0..<96 {
                var sums = (0, 0, 0, 0)
                for sy in (y * height / 64)..<((y + 1) * height / 64) {
                    for sx in (x * width / 96)..<((x + 1) * width / 96) {
                        let offset = (sy * width + sx) * 3
                        sums = (sums.0 + Int(rgb[offset]), sums.1 + Int(rgb[offset + 1]), sums.2 + Int(rgb[offset + 2]), sums.3 + 1)
                    }
                }
                pixels.append(RGBColor(red: UInt8(sums.0 / sums.3), green: UInt8(sums.1 / sums.3), blue: UInt8(sums.2 / sums.3)))
            }
        }
        return PixelGrid(width: 96, height: 64, pixels: pixels)
    }

    /// Runs `tool` with `arguments`, `input` on its standard input; its standard output.
    static func run(_ tool: String, _ arguments: [String], input: Data = Data()) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        let writer = Thread { stdin.fileHandleForWriting.write(input); try? stdin.fileHandleForWriting.close() }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(tool) \(arguments.joined(separator: " "))")
        return output
    }

    /// The size and RGB bytes of a binary PPM (`P6`, 8 bits), as djpeg and ImageMagick write it.
    static func ppm(_ data: Data) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        while fields.count < 4, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        // An empty or cut header (the tool failed) fails the test rather than crashing the run.
        try #require(fields.count == 4 && index < bytes.count, "not a PPM header: \(fields)")
        let (width, height) = (try #require(Int(fields[1])), try #require(Int(fields[2])))
        let rgb = Array(bytes[(index + 1)...])
        #expect(fields[0] == "P6" && rgb.count == width * height * 3)
        return (width, height, rgb)
    }

    /// `sixel` decoded by ImageMagick's own sixel reader (Debian's `imagemagick`, which Scripts/bootstrap
    /// --tests installs): its size and RGB bytes.
    static func decodedSixel(_ sixel: String) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sixel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (file, png) = (folder.appendingPathComponent("picture.six"), folder.appendingPathComponent("picture.png"))
        try Data(sixel.utf8).write(to: file)
        // ImageMagick 6.9's sixel reader applies its palette on the way to PNG, not to PPM: two steps.
        _ = try run("/usr/bin/convert", ["sixel:" + file.path, "png:" + png.path])
        return try ppm(run("/usr/bin/convert", ["png:" + png.path, "-depth", "8", "ppm:-"]))
    }
}
