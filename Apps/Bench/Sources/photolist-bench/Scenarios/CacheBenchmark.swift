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

        var reads = Samples()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let number = Int.random(in: 1...pages.count, using: &generator)
            let elapsed = try ContinuousClock().measure {
                guard try cache.page(number, source: Self.source, listKey: "\(Self.listKey)/\(Self.perPage)") != nil else {
                    throw BenchmarkFailure("page \(number) is missing from the cache")
                }
            }
            reads.append(elapsed.seconds * 1_000)
        }
        report.rows.append(Self.latencyRow("Cache", "read one 30-photo page (2,000 reads)", reads, target: 0.3))

        let turns = try await Self.pageTurns(cache: cache, pages: pages.count)
        report.rows.append(Self.latencyRow("Cache", "page turn through PhotoListViewModel (\(pages.count - 1) turns)", turns, target: 1))
    }

    static func latencyRow(_ scenario: String, _ subject: String, _ samples: Samples, target: Double?) -> ReportRow {
        let p99 = samples.percentile(99)
        return ReportRow(
            scenario: scenario, subject: subject, value: samples.median, low: samples.median, high: p99, unit: "ms",
            spreadLabel: "p50–p99", target: target.map { "p99 ≤ \(Report.format($0)) ms" }, met: target.map { p99 <= $0 }
        )
    }

    /// Milliseconds from `loadNextPage` to the state that holds the next page, for every page after the first.
    @MainActor
    static func pageTurns(cache: PhotoCache, pages: Int) async throws -> Samples {
        let viewModel = try OfflineListing.viewModel(cache: cache, source: source, listKey: listKey, perPage: perPage)
        var samples = Samples()
        _ = try await OfflineListing.pageThrough(viewModel, perPage: perPage) { samples.append($0.seconds * 1_000) }
        guard samples.values.count == pages - 1 else {
            throw BenchmarkFailure("turned \(samples.values.count) of \(pages - 1) pages")
        }
        return samples
    }
}
