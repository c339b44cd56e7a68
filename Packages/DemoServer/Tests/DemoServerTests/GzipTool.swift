import Foundation

/// The system's `gzip`, to check gzip bodies with an inflater this package did not write.
enum GzipTool {
    /// What `gzip -dc` makes of `compressed`; throws when gzip reports an error (a bad CRC or length too).
    static func inflate(_ compressed: [UInt8]) throws -> [UInt8] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-server-\(UUID().uuidString).gz")
        try Data(compressed).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-dc", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let inflated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadCorruptFile) }
        return Array(inflated)
    }
}
