import Foundation

/// A `photolist serve` process on a free loopback port, for measuring a client without the server's work
/// in the same process.
final class DemoServerProcess {
    /// The server's base URL, as it printed it.
    let baseURL: String
    private let process: Process

    init(photolist: String, environment: [String: String]) throws {
        let output = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: photolist)
        process.arguments = ["serve", "--port", "0"]
        process.environment = environment
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is the base URL; read byte by byte so nothing after it is waited for.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            line.append(first)
        }
        guard let url = String(data: line, encoding: .utf8), url.hasPrefix("http://") else {
            process.terminate()
            throw BenchmarkFailure("photolist serve printed no base URL")
        }
        baseURL = url
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
