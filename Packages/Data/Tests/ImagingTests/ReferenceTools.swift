import Foundation

/// libjpeg-turbo's own command-line tools (Debian `libjpeg-turbo-progs`, which `Scripts/bootstrap --tests`
/// installs): `cjpeg` writes the sample files, `djpeg` decodes them for reference, `jpegtran` turns them
/// losslessly; and ImageMagick's `identify` (Debian `imagemagick`, installed with them) reads their tags.
enum ReferenceTools {
    /// Errors running a tool.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `tool` with `arguments`, `input` on standard input; its standard output. With
    /// `acceptingWarnings`, exit status 2 (the libjpeg tools' "finished with warnings") counts as success.
    static func run(_ tool: String, _ arguments: [String], input: Data, acceptingWarnings: Bool = false) throws -> Data {
        guard let path = ["/usr/bin", "/usr/local/bin", "/bin"].map({ "\($0)/\(tool)" }).first(where: FileManager.default.isExecutableFile) else {
            throw Failure(description: "\(tool) is not installed (Scripts/bootstrap --tests installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let (stdin, stdout) = (Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Write on another thread: a tool may fill its output pipe before it has read all its input.
        let writer = Thread { stdin.fileHandleForWriting.write(input); try? stdin.fileHandleForWriting.close() }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 || (acceptingWarnings && process.terminationStatus == 2) else { throw Failure(description: "\(tool) \(arguments) exited with \(process.terminationStatus)") }
        return output
    }

    /// A binary PPM (P6) of `width` × `height` RGB bytes.
    static func ppm(width: Int, height: Int, rgb: [UInt8]) -> Data {
        Data("P6\n\(width) \(height)\n255\n".utf8) + Data(rgb)
    }

    /// The size and RGB bytes of a binary PPM (P6) or PGM (P5, widened to RGB) as djpeg writes them.
    static func parsePNM(_ data: Data) throws -> (width: Int, height: Int, rgb: [UInt8]) {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        while fields.count < 4 {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
            let start = index
            while index < bytes.count, !(bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09) { index += 1 }
            guard start < index else { throw Failure(description: "not a PNM file") }
            fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
        guard let width = Int(fields[1]), let height = Int(fields[2]) else { throw Failure(description: "bad PNM header \(fields)") }
        let body = Array(bytes[index...])
        switch fields[0] {
        case "P6": return (width, height, Array(body.prefix(width * height * 3)))
        case "P5": return (width, height, body.prefix(width * height).flatMap { [$0, $0, $0] })
        default: throw Failure(description: "unexpected PNM type \(fields[0])")
        }
    }
}
