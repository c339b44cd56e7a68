import DomainTesting
import Foundation
import GRDB
import Synchronization
import Testing

/// Many photolist processes on one library at once, as a user with several terminals (and scripts) has
/// them: ten processes adding favourites, others removing and listing them, a sync filling the cache and a
/// browser toggling favourites, all at the same moment. Nothing that reported success may be lost, and
/// the library must stay whole. Each round starts from a fresh home; the seed picks which photos each
/// process adds and in which order.
@Suite("Favourites survive many photolist processes at once", .serialized, .timeLimit(.minutes(10 * TestTime.scale)))
struct FavoritesConcurrencyTests {
    static let rounds = 3
    static let adders = 10
    static let addsEach = 12
    static let removals = 6
    static let listings = 8
    static let browserToggles = 6

    /// Words in a line that would mean the library was damaged under the processes.
    static let damage = ["damaged", "disk I/O", "malformed", "corrupt", "not a database"]

    @Test("given one library, when 10 processes add 12 favourites each while others remove, list, sync and a browser toggles, then every confirmed change holds, integrity_check is ok and no process reports damage")
    func concurrentProcessesLoseNothing() throws {
        let server = try ServedDemo()
        defer { server.stop() }
        var generator = SplitMix64(seed: UInt64.random(in: 0...UInt64.max))
        let seedNote = "seed \(generator.seed)"
        let catalog = try Self.catalog(server.baseURL, pages: 6)
        let browserIDs = Array(catalog.prefix(Self.browserToggles))  // the browser's first rows: page 1
        let others = Array(catalog.dropFirst(30))
        #expect(others.count >= Self.adders * Self.addsEach + Self.removals)

        var confirmedTotal = 0
        for round in 1...Self.rounds {
            let shuffled = others.shuffled(using: &generator)
            let toAdd = Array(shuffled.prefix(Self.adders * Self.addsEach))
            let toRemove = Array(shuffled.dropFirst(toAdd.count).prefix(Self.removals))
            let outcome = try Self.round(server.baseURL, adding: toAdd, removing: toRemove, browserIDs: browserIDs)
            let note = "round \(round), \(seedNote)"

            let lost = Set(outcome.confirmedAdds).subtracting(outcome.favorites)
            #expect(lost.isEmpty, "\(lost.count) favourites reported added are missing (\(note))")
            #expect(Set(outcome.confirmedRemovals).isDisjoint(with: outcome.favorites), "a removed favourite came back (\(note))")
            #expect(Set(browserIDs).isSubset(of: outcome.favorites), "a favourite the browser marked is missing (\(note))")
            #expect(outcome.integrity == "ok", "\(note)")
            #expect(outcome.damageLines.isEmpty, "\(outcome.damageLines.prefix(3)) (\(note))")
            #expect(outcome.failedListings == 0, "\(outcome.failedListings) listings failed (\(note))")
            #expect(outcome.confirmedAdds.count == toAdd.count, "\(toAdd.count - outcome.confirmedAdds.count) adds failed: \(outcome.failures.prefix(3)) (\(note))")
            confirmedTotal += outcome.confirmedAdds.count
        }
        print("concurrency: \(Self.rounds) rounds of \(Self.adders)×\(Self.addsEach) adds, \(Self.removals) removes, \(Self.listings) listings, a sync and \(Self.browserToggles) browser toggles at once; \(confirmedTotal) adds confirmed, none lost (\(seedNote))")
    }

    /// What one round left behind.
    struct Outcome: Sendable {
        var confirmedAdds: [String] = []
        var confirmedRemovals: [String] = []
        var failures: [String] = []
        var damageLines: [String] = []
        var failedListings = 0
        var favorites: Set<String> = []
        var integrity = ""
    }

    /// What the processes of a round reported, gathered from their threads.
    final class Recorded: Sendable {
        let value = Mutex(Outcome())

        /// Notes `run`'s lines that speak of damage, then applies `update`.
        @Sendable func record(_ run: PhotoListBinary.Run, _ update: (inout Outcome) -> Void) {
            let lines = (run.standardError + run.standardOutput).split(separator: "\n").map(String.init)
            value.withLock { outcome in
                outcome.damageLines += lines.filter { line in FavoritesConcurrencyTests.damage.contains { line.localizedCaseInsensitiveContains($0) } }
                update(&outcome)
            }
        }
    }

    /// Runs one round in a fresh home and reads the library back with SQLite itself.
    private static func round(_ baseURL: String, adding toAdd: [String], removing toRemove: [String], browserIDs: [String]) throws -> Outcome {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-concurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path]
        let source = ["--base-url", baseURL]
        for id in toRemove {
            let seeded = try PhotoListBinary.run(["favorites", "add", id] + source, environment: environment)
            #expect(seeded.status == 0, "\(seeded.standardError)")
        }

        let outcome = Recorded()
        let record = outcome.record
        let browser = try TmuxSession(source, columns: 100, rows: 30, environment: environment)
        _ = try browser.waitForScreen("the first page") { $0.contains("› ") }

        var jobs: [@Sendable () throws -> Void] = []
        for worker in 0..<adders {
            let ids = toAdd[(worker * addsEach)..<((worker + 1) * addsEach)]
            jobs.append {
                for id in ids {
                    let run = try PhotoListBinary.run(["favorites", "add", id] + source, environment: environment)
                    record(run) { $0.confirmedAdds += run.status == 0 ? [id] : []; $0.failures += run.status == 0 ? [] : ["\(id): \(run.standardError)"] }
                }
            }
        }
        for half in [toRemove.prefix(toRemove.count / 2), toRemove.dropFirst(toRemove.count / 2)] {
            jobs.append {
                for id in half {
                    let run = try PhotoListBinary.run(["favorites", "remove", id] + source, environment: environment)
                    record(run) { $0.confirmedRemovals += run.status == 0 ? [id] : [] }
                }
            }
        }
        jobs.append {
            for _ in 0..<listings {
                let run = try PhotoListBinary.run(["favorites", "list", "--json"] + source, environment: environment)
                let parsed = (try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))) != nil
                record(run) { $0.failedListings += run.status == 0 && parsed ? 0 : 1 }
            }
        }
        jobs.append {
            let run = try PhotoListBinary.run(["sync", "--pages", "4"] + source, environment: environment)
            record(run) { $0.failures += run.status == 0 ? [] : ["sync: \(run.standardError)"] }
        }
        let running = startAtOnce(jobs)
        // The browser toggles from this thread while the processes above run.
        for (index, _) in browserIDs.enumerated() {
            if index > 0 { try browser.send("j") }
            try browser.send("f")
            _ = try browser.waitForScreen("\(index + 1) rows marked") { screen in
                screen.split(separator: "\n").filter { $0.prefix(12).contains("♥") }.count == index + 1
            }
        }
        try running.wait()
        try browser.send("q")
        let browserStatus = try browser.waitForExit()
        let browserScreen = try browser.screen()
        outcome.value.withLock { outcome in
            if browserStatus != 0 { outcome.failures.append("browser exit \(browserStatus)") }
            outcome.damageLines += browserScreen.split(separator: "\n").map(String.init).filter { line in damage.contains { line.localizedCaseInsensitiveContains($0) } }
        }

        let library = home.appendingPathComponent(".local/share/photolist/library.sqlite").path
        let read = try readLibrary(library)
        return outcome.value.withLock { outcome in
            outcome.favorites = read.favorites
            outcome.integrity = read.integrity
            return outcome
        }
    }

    /// Jobs running at once, each on a thread of its own.
    final class Running: Sendable {
        let group = DispatchGroup()
        let errors = Mutex<[any Error]>([])

        /// Waits for every job; the first error one threw is thrown.
        func wait() throws {
            group.wait()
            if let error = errors.withLock({ $0.first }) { throw error }
        }
    }

    /// Starts every job on a thread of its own, all at once.
    private static func startAtOnce(_ jobs: [@Sendable () throws -> Void]) -> Running {
        let running = Running()
        for job in jobs {
            running.group.enter()
            Thread {
                do { try job() } catch { running.errors.withLock { $0.append(error) } }
                running.group.leave()
            }.start()
        }
        return running
    }

    /// The favourites' ids and `PRAGMA integrity_check`, read with SQLite, not through photolist.
    private static func readLibrary(_ path: String) throws -> (favorites: Set<String>, integrity: String) {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        return try queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
            return (try String.fetchSet(db, sql: "SELECT id FROM favorite"), integrity)
        }
    }

    /// The ids of the listing's first `pages` pages of 30, in order.
    private static func catalog(_ baseURL: String, pages: Int) throws -> [String] {
        try (1...pages).flatMap { page in
            try PhotoListBinary.run(["list", "--json", "--per-page", "30", "--page", "\(page)", "--base-url", baseURL]).photoIDs
        }
    }
}
