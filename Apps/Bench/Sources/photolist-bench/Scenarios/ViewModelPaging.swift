import Domain
import Foundation
import Glibc
import Persistence

/// The child half of the long-browse scenario: pages the browser's list view model through every cached
/// page of the demo listing, as End or Page Down held does, and prints a line at every 1,000 rows loaded:
/// the rows, the process's processor time so far (ms) and its resident memory (bytes). The parent reads
/// the lines and the process's peak memory.
enum ViewModelPaging {
    static let step = 1_000

    @MainActor
    static func run(cachePath: String) async throws {
        let viewModel = try OfflineListing.viewModel(cache: try PhotoCache(path: cachePath), source: "demo", order: .latest, perPage: 30)
        print(mark(rows: 0))
        var next = step
        let rows = try await OfflineListing.pageThrough(viewModel, perPage: 30) { _, rows in
            guard rows >= next else { return }
            print(mark(rows: rows))
            next += step
        }
        guard rows >= 10_000 else { throw BenchmarkFailure("only \(rows) photos were cached") }
    }

    private static func mark(rows: Int) -> String {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        let milliseconds = Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
        return "mark \(rows) \(milliseconds) \(residentBytes())"
    }

    /// Resident memory now, from /proc/self/statm (its second field, in pages).
    private static func residentBytes() -> Int {
        let fields = ((try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "").split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * sysconf(Int32(_SC_PAGESIZE)) : 0
    }
}
