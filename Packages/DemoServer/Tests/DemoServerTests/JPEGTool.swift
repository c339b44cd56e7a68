import Foundation

/// libjpeg-turbo's `djpeg` and `cjpeg` (libjpeg-turbo-progs), to check JPEG files with a codec this
/// package did not write.
enum JPEGTool {
    /// What `djpeg` made of a file: its exit status, what it wrote to standard error (warnings such as
    /// "Corrupt JPEG data" included) and the decoded picture.
    struct Decoded {
        /// djpeg's exit status: 0 when clean, 2 when it warned.
        let status: Int32
        /// djpeg's standard error, empty when it had nothing to say.
        let messages: String
        /// The decoded width in pixels.
        let width: Int
        /// The decoded height in pixels.
        let height: Int
        /// Red, green, blue of each pixel, row by row.
        let rgb: [UInt8]

        /// The colour at column `x`, row `y`.
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let start = 3 * (y * width + x)
            return (Int(rgb[start]), Int(rgb[start + 1]), Int(rgb[start + 2]))
        }
    }

    /// `jpeg` decoded by `djpeg -ppm`; throws when djpeg fails outright or writes no readable PPM.
    static func decode(_ jpeg: [UInt8]) throws -> Decoded {
        let (status, output, messages) = try run("/usr/bin/djpeg", ["-ppm"], input: jpeg, suffix: "jpg")
        let (width, height, rgb) = try parsePPM(output)
        return Decoded(status: status, messages: messages, width: width, height: height, rgb: rgb)
    }

    /// The file `cjpeg -quality quality` makes of a `width` × `height` picture whose pixel at (x, y) is
    /// `pixel(x, y)`.
    static func encode(width: Int, height: Int, quality: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) throws -> [UInt8] {
        var ppm = Array("P6\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                ppm += [r, g, b]
            }
        }
        let (status, output, _) = try run("/usr/bin/cjpeg", ["-quality", "\(quality)"], input: ppm, suffix: "ppm")
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return output
    }

    /// Runs `tool` with `arguments` and a temporary file holding `input` as its last argument.
    private static func run(_ tool: String, _ arguments: [String], input: [UInt8], suffix: String) throws -> (Int32, [UInt8], String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-server-\(UUID().uuidString).\(suffix)")
        try Data(input).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments + [file.path]
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(bytes), String(decoding: messages, as: UTF8.self))
    }

    /// The size and samples of a binary PPM (`P6`, maximum value 255), or of a PGM (`P5`, what djpeg writes
    /// for a greyscale JPEG) with each grey repeated as red, green and blue.
    private static func parsePPM(_ bytes: [UInt8]) throws -> (Int, Int, [UInt8]) {
        var index = 0
        func field() -> String {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
            let start = index
            while index < bytes.count, !(bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let magic = field()
        guard magic == "P6" || magic == "P5", let width = Int(field()), let height = Int(field()), field() == "255" else {
            throw CocoaError(.fileReadCorruptFile)
        }
        index += 1  // the one whitespace byte after the maximum value
        let channels = magic == "P6" ? 3 : 1
        guard bytes.count - index == channels * width * height else { throw CocoaError(.fileReadCorruptFile) }
        return (width, height, channels == 3 ? Array(bytes[index...]) : bytes[index...].flatMap { [$0, $0, $0] })
    }
}
