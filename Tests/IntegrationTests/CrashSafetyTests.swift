import DomainTesting
import Foundation
import GRDB
import Testing

/// `photolist sync` killed with SIGKILL at random moments, over and over, on the same files: the cache and
/// the library must stay intact and no favourite may be lost. Each kill moment is paced by the process's
/// own progress (bytes it has written, from `/proc/PID/io`), not by a timer.
@Suite(
    "photolist survives SIGKILL and concurrent syncs", .serialized, .timeLimit(.minutes(5 * TestTime.scale)), .tags(.stress),
    .enabled(if: StressTests.enabled, StressTests.skipped)
)
struct CrashSafetyTests {
    static let kills = 100
    /// Ten pages are ten committed transactions: every phase of a sync (start, fetch, write, commit, exit)
    /// is there to be killed in, at a third of the time thirty take. Every tenth round is thirty pages, so
    /// some kills land late in a long sync, whose write-ahead log has grown towards a checkpoint.
    static let killedSyncArguments = ["sync", "--pages", "10"]
    static let syncArguments = ["sync", "--pages", "30"]

    @Test("given a lived-in home, when sync is killed at 100 random moments, then both files pass integrity_check and every favourite survives")
    func randomKillsLoseNothing() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let environment = ["HOME": home.root.path]
        var generator = SplitMix64(seed: UInt64.random(in: 0...UInt64.max))
        let seedNote = "random seed \(generator.seed)"
        let extraFavorites = try cachedIDs(home).filter { $0 != SeededHome.photoID }.prefix(4)

        var fullWrites: [[String]: Int] = [:]
        for arguments in [Self.killedSyncArguments, Self.syncArguments] {
            let full = try PhotoListBinary.launch(arguments, environment: environment)
            fullWrites[arguments] = Self.bytesWritten(by: full.process) { _ in false }
            #expect(full.process.terminationStatus == 0, "\(full.standardError)")
        }

        var killed = 0
        var expectedFavorites = [SeededHome.photoID]
        for round in 1...Self.kills {
            let arguments = round % 10 == 0 ? Self.syncArguments : Self.killedSyncArguments
            let threshold = Int.random(in: 0...max(1, fullWrites[arguments] ?? 0), using: &generator)
            let sync = try PhotoListBinary.launch(arguments, environment: environment)
            _ = Self.bytesWritten(by: sync.process) { $0 >= threshold }
            if sync.process.isRunning {
                kill(sync.process.processIdentifier, SIGKILL)
                killed += 1
            }
            sync.process.waitUntilExit()

            #expect(try Self.integrity(home.cachePath) == "ok", "round \(round), \(seedNote)")
            #expect(try Self.integrity(home.libraryPath) == "ok", "round \(round), \(seedNote)")
            if round % 25 == 0, let id = extraFavorites.dropFirst(round / 25 - 1).first {
                #expect(try PhotoListBinary.run(["favorites", "add", id], environment: environment).status == 0)
                expectedFavorites.insert(id, at: 0)
            }
        }

        #expect(killed >= Self.kills / 2, "only \(killed) of \(Self.kills) runs were still going at their moment")
        #expect(Set(try home.favoriteIDs()) == Set(expectedFavorites), "\(seedNote)")
        let after = try PhotoListBinary.run(Self.syncArguments, environment: environment)
        #expect(after.status == 0, "a sync after the kills: \(after.standardError)")
        let folder = URL(fileURLWithPath: home.cachePath).deletingLastPathComponent().path
        let movedAside = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".corrupt-") }
        #expect(movedAside.isEmpty, "the cache was found damaged and moved aside: \(movedAside)")
        print("crash safety: \(killed) of \(Self.kills) syncs killed mid-run (\(seedNote)), files intact, \(expectedFavorites.count) favourites kept")
    }

    @Test("given one home, when two syncs run at once, then both succeed and the files stay intact")
    func twoSyncsAtOnce() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let environment = ["HOME": home.root.path]

        let first = try PhotoListBinary.launch(Self.syncArguments, environment: environment)
        let second = try PhotoListBinary.launch(["sync", "--pages", "30", "--order", "oldest"], environment: environment)
        first.process.waitUntilExit()
        second.process.waitUntilExit()

        #expect(first.process.terminationStatus == 0, "\(first.standardError)")
        #expect(second.process.terminationStatus == 0, "\(second.standardError)")
        #expect(first.standardOutput.hasPrefix("synced 30 pages, 900 photos"))
        #expect(second.standardOutput.hasPrefix("synced 30 pages, 900 photos"))
        #expect(try Self.integrity(home.cachePath) == "ok")
        #expect(try Self.integrity(home.libraryPath) == "ok")
        #expect(try home.favoriteIDs() == [SeededHome.photoID])
    }

    /// Samples `/proc/PID/io` each millisecond until `stop` says so or the process ends; returns the last
    /// `wchar` seen. The moment is still the process's progress (a random byte count), not a time: the
    /// millisecond between samples only keeps this loop from taking the core the sync needs.
    private static func bytesWritten(by process: Process, until stop: (Int) -> Bool) -> Int {
        var written = 0
        while process.isRunning {
            let io = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/io", encoding: .utf8)) ?? ""
            if let line = io.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") }),
               let value = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) {
                written = value
            }
            if stop(written) { break }
            var none = pollfd()
            _ = poll(&none, 0, 1)
        }
        if !process.isRunning { process.waitUntilExit() }
        return written
    }

    /// `PRAGMA integrity_check` after SQLite's own recovery (the WAL a killed writer left is replayed).
    private static func integrity(_ path: String) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else { return "ok" }
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") }
    }

    private func cachedIDs(_ home: SeededHome) throws -> [String] {
        try PhotoListBinary.run(["list", "--offline", "--json", "--per-page", "5"], environment: ["HOME": home.root.path]).photoIDs
    }
}
