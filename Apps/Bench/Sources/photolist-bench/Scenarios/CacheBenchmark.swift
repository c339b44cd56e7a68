import Domain
import Foundation
import Persistence

/// The SQLite cache: writing 10,000 photos the way sync does (a transaction per 30-photo page), reading
/// one page back, and turning pages through `PhotoListViewModel` over the offline cache.
struct CacheBenchmark {
    static let total = 10_000
    static let perPage = 30
    static let source = "bench"
    /// The key of the listing written and read: the latest photos, as the offline browser reads them.
    static let listKey = ListingKey.photos(order: .latest, perPage: perPage)

    let runs: Int

    func measure(into report: inout Report) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = BenchPhotos.pages(total: Self.total, perPage: Self.perPage)

        var writes = Samples()
        var cache: PhotoCache?
        for run in 0..<runs {
            let fresh = try PhotoCache(path: folder.appendingPathComponent("cache-\(run).sqlite").path)
            let elapsed = try ContinuousClock().measure {
                for page in pages { try fresh.store(page, source: Self.source, listKey: Self.listKey) }
            }
            writes.append(Double(Self.total) / elapsed.seconds)
            cache = fresh
        }
        guard let cache else { return }
        report.rows.append(ReportRow(
            scenario: "Cache", subject: "write 10,000 photos (334 page transactions)", value: writes.median,
            low: writes.minimum, high: writes.maximum, unit: "rows/s", spreadLabel: "min–max", target: nil, met: nil
        ))

        // Rounds, each reading 2,000 random pages through the cache, then the same pages through plain C on
        // one prepared statement, then walking the view model through every page: the three run back to back,
        // so each ratio compares figures taken under the same load, and the median of the rounds' ratios
        // (with their spread) is reported rather than one ratio of figures taken minutes apart.
        let listKey = Self.listKey
        var (reads, floor, turns) = (Samples(), Samples(), Samples())
        var (readRatios, turnRatios) = (Samples(), Samples())
        for _ in 0..<max(1, runs) {
            let round = try Self.readRound(cache: cache, pages: pages.count, listKey: listKey)
            let walk = try await Self.pageTurns(cache: cache, pages: pages.count, runs: 1)
            readRatios.append(round.reads.percentile(99) / round.floor.percentile(99))
            turnRatios.append(walk.percentile(99) / round.reads.percentile(99))
            reads.append(contentsOf: round.reads)
            floor.append(contentsOf: round.floor)
            turns.append(contentsOf: walk)
        }
        report.rows += [
            Self.latencyRow("Cache", "read one 30-photo page, plain C sqlite3 on one prepared statement (the floor)", floor, target: nil),
            Self.latencyRow("Cache", "read one 30-photo page, PhotoCache (\(runs) × 2,000 reads)", reads, target: nil),
            Self.ratioRow("Cache", "page read p99 ÷ the floor's p99, per round", readRatios, goal: 1.5),
            Self.latencyRow("Cache", "page turn through PhotoListViewModel (\(runs) × \(pages.count - 1) turns to 10,000 rows)", turns, target: nil),
            Self.ratioRow("Cache", "page turn p99 ÷ page read p99, per round", turnRatios, goal: 2),
        ]
    }

    /// One round of reads: 2,000 random pages through `cache` (milliseconds each), then the same pages
    /// through the plain C floor.
    static func readRound(cache: PhotoCache, pages: Int, listKey: String) throws -> (reads: Samples, floor: Samples) {
        var generator = SystemRandomNumberGenerator()
        let numbers = (0..<2_000).map { _ in Int.random(in: 1...pages, using: &generator) }
        var reads = Samples()
        var rows = 0
        for number in numbers {
            let elapsed = try ContinuousClock().measure {
                guard let page = try cache.page(number, source: Self.source, listKey: listKey) else {
                    throw BenchmarkFailure("page \(number) is missing from the cache")
                }
                rows += page.page.photos.count
            }
            reads.append(elapsed.seconds * 1_000)
        }
        let floor = try SQLiteFloor.pageReads(path: cache.path, source: Self.source, listKey: listKey, pages: numbers, expectedRows: rows)
        return (reads, floor)
    }

    /// A ratio measured once per round: the median, with the rounds' range as its spread.
    static func ratioRow(_ scenario: String, _ subject: String, _ ratios: Samples, goal: Double) -> ReportRow {
        ReportRow(
            scenario: scenario, subject: subject, value: ratios.median, low: ratios.minimum, high: ratios.maximum, unit: "×",
            spreadLabel: "min–max", target: "≤ \(Report.format(goal))×", met: ratios.median <= goal
        )
    }

    static func latencyRow(_ scenario: String, _ subject: String, _ samples: Samples, target: Double?) -> ReportRow {
        let p99 = samples.percentile(99)
        return ReportRow(
            scenario: scenario, subject: subject, value: samples.median, low: samples.median, high: p99, unit: "ms",
            spreadLabel: "p50–p99", target: target.map { "p99 ≤ \(Report.format($0)) ms" }, met: target.map { p99 <= $0 }
        )
    }

    /// Milliseconds from `loadNextPage` to the state that holds the next page, for every page after the first,
    /// over `runs` walks from the first page to the last, each with a new view model. One walk's p99 is its
    /// third slowest turn of 333, so a single late wake-up decides it; the report takes the median of the
    /// rounds' ratios, which one such walk does not move.
    @MainActor
    static func pageTurns(cache: PhotoCache, pages: Int, runs: Int) async throws -> Samples {
        var samples = Samples()
        for _ in 0..<max(1, runs) {
            let viewModel = try OfflineListing.viewModel(cache: cache, source: source, order: .latest, perPage: perPage)
            var turned = 0
            _ = try await OfflineListing.pageThrough(viewModel, perPage: perPage) { elapsed, _ in
                samples.append(elapsed.seconds * 1_000)
                turned += 1
            }
            guard turned == pages - 1 else { throw BenchmarkFailure("turned \(turned) of \(pages - 1) pages") }
        }
        return samples
    }
}
