import Domain
import Foundation
import Persistence

/// The SQLite cache: writing 10,000 photos the way sync does (a transaction per 30-photo page), reading
/// one page back, and turning pages through `PhotoListViewModel` over the offline cache.
struct CacheBenchmark {
    static let total = 10_000
    static let perPage = 30
    static let source = "bench"
    static let listKey = "photos/latest"

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
                for page in pages { try fresh.store(page, source: Self.source, listKey: "\(Self.listKey)/\(Self.perPage)") }
            }
            writes.append(Double(Self.total) / elapsed.seconds)
            cache = fresh
        }
        guard let cache else { return }
        report.rows.append(ReportRow(
            scenario: "Cache", subject: "write 10,000 photos (334 page transactions)", value: writes.median,
            low: writes.minimum, high: writes.maximum, unit: "rows/s", spreadLabel: "min–max", target: nil, met: nil
        ))

        // Reads: the same 2,000 random pages through the cache, then through plain C on one prepared statement.
        var generator = SystemRandomNumberGenerator()
        let numbers = (0..<2_000).map { _ in Int.random(in: 1...pages.count, using: &generator) }
        let listKey = "\(Self.listKey)/\(Self.perPage)"
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
        let turns = try await Self.pageTurns(cache: cache, pages: pages.count, runs: runs)
        report.rows += [
            Self.latencyRow("Cache", "read one 30-photo page, plain C sqlite3 on one prepared statement (the floor)", floor, target: nil),
            Self.latencyRow("Cache", "read one 30-photo page, PhotoCache (2,000 reads)", reads, target: nil),
            Self.ratioRow("Cache", "page read p99 ÷ the floor's p99", reads.percentile(99) / floor.percentile(99), goal: 1.5),
            Self.latencyRow("Cache", "page turn through PhotoListViewModel (\(runs) × \(pages.count - 1) turns to 10,000 rows)", turns, target: nil),
            Self.ratioRow("Cache", "page turn p99 ÷ page read p99", turns.percentile(99) / reads.percentile(99), goal: 2),
        ]
    }

    static func ratioRow(_ scenario: String, _ subject: String, _ ratio: Double, goal: Double) -> ReportRow {
        ReportRow(
            scenario: scenario, subject: subject, value: ratio, low: ratio, high: ratio, unit: "×", spreadLabel: "one run",
            target: "≤ \(Report.format(goal))×", met: ratio <= goal
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
    /// third slowest turn of 333, so a single late wake-up decided it; five walks make it the 17th of 1,665.
    @MainActor
    static func pageTurns(cache: PhotoCache, pages: Int, runs: Int) async throws -> Samples {
        var samples = Samples()
        for _ in 0..<max(1, runs) {
            let viewModel = try OfflineListing.viewModel(cache: cache, source: source, listKey: listKey, perPage: perPage)
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
