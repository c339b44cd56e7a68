import Domain
import Foundation
import Persistence
import Testing

/// Real processes on real files: a writer killed with SIGKILL at random points, and two writers at once.
/// The points are chosen by counting the writer's own "committed" lines, so no test waits on a timer.
@Suite(
    "Crash safety and concurrent writers", .serialized, .timeLimit(.minutes(3)), .tags(.stress),
    .enabled(if: StressTests.enabled, StressTests.skipped)
)
final class CrashSafetyTests {
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("crashsafety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Removes the test's folder: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The writer built next to this test bundle.
    private static var writerURL: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("persistence-stress-writer")
    }

    /// A running writer whose output lines are read as they come.
    private final class Writer {
        let process = Process()
        private let output = Pipe()
        private var buffer = Data()
        private(set) var committed: [String] = []

        init(directory: URL, iterations: Int, label: String) throws {
            process.executableURL = CrashSafetyTests.writerURL
            process.arguments = [directory.path, String(iterations), label]
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// Reads until `count` favourites are committed or the writer ends.
        func waitForCommits(_ count: Int) {
            while committed.count < count {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { return }
                absorb(chunk)
            }
        }

        /// Everything left in the pipe once the writer is gone.
        func drain() {
            absorb(output.fileHandleForReading.readDataToEndOfFile())
        }

        private func absorb(_ chunk: Data) {
            buffer += chunk
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[buffer.index(after: newline)...])
                if line.hasPrefix("favorite ") { committed.append(String(line.dropFirst("favorite ".count))) }
            }
        }
    }

    private var cachePath: String { directory.appendingPathComponent("cache.sqlite").path }
    private var libraryPath: String { directory.appendingPathComponent("library.sqlite").path }

    @Test("given a writer killed with SIGKILL at 50 random points, when the files are reopened each time, then both pass integrity_check and every committed favourite is there")
    func survivesSIGKILL() async throws {
        var generator = SystemRandomNumberGenerator()
        var everyCommitted: Set<String> = []
        for round in 0..<50 {
            let writer = try Writer(directory: directory, iterations: 1_000_000, label: "r\(round)")
            writer.waitForCommits(Int.random(in: 1...120, using: &generator))
            kill(writer.process.processIdentifier, SIGKILL)
            writer.process.waitUntilExit()
            writer.drain()
            #expect(writer.process.terminationReason == .uncaughtSignal, "round \(round): the writer ended before the kill")
            everyCommitted.formUnion(writer.committed)

            let library = try PhotoLibrary(path: libraryPath)
            let (cache, movedAside) = try PhotoCache.openRecovering(path: cachePath)
            #expect(try library.integrityCheck() == "ok", "round \(round)")
            #expect(try cache.integrityCheck() == "ok", "round \(round)")
            #expect(movedAside == nil, "round \(round): the cache was damaged")
            let stored = Set(try await library.favorites(source: "stress").favorites.map(\.id.rawValue))
            let missing = everyCommitted.subtracting(stored)
            #expect(missing.isEmpty, "round \(round): lost \(missing.sorted().prefix(5))")
        }
        #expect(everyCommitted.count >= 50)
    }

    @Test("given two writers on the same files at once, when both finish, then both succeeded and every favourite of each is there")
    func twoWritersAtOnce() async throws {
        let first = try Writer(directory: directory, iterations: 300, label: "first")
        let second = try Writer(directory: directory, iterations: 300, label: "second")
        first.drain()
        second.drain()
        first.process.waitUntilExit()
        second.process.waitUntilExit()

        #expect(first.process.terminationStatus == 0 && second.process.terminationStatus == 0)
        #expect(first.committed.count == 300 && second.committed.count == 300)
        let stored = try await PhotoLibrary(path: libraryPath).favorites(source: "stress")
        #expect(stored.favorites.count == 600 && stored.skipped.isEmpty)
        #expect(try PhotoCache(path: cachePath).integrityCheck() == "ok")
    }
}
