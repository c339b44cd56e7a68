import CSQLiteBench
import Persistence

/// The floor a cache page read is measured against: the cache's own page query, read by plain C `sqlite3`
/// calls on one prepared statement (Sources/CSQLiteBench/bench.h).
enum SQLiteFloor {
    /// Milliseconds for each read of `pages` (page numbers) of the listing `source`/`listKey` in the SQLite
    /// file at `path`, which must come to `expectedRows` rows in all.
    static func pageReads(path: String, source: String, listKey: String, pages: [Int], expectedRows: Int) throws -> Samples {
        var milliseconds = [Double](repeating: 0, count: pages.count)
        var error: UnsafeMutablePointer<CChar>?
        let numbers = pages.map { CLong($0) }
        let rows = numbers.withUnsafeBufferPointer { numbers in
            milliseconds.withUnsafeMutableBufferPointer { milliseconds in
                photolist_bench_sqlite_pages(
                    path, PhotoCache.pageSQL, source, listKey, numbers.baseAddress, CLong(numbers.count), milliseconds.baseAddress, &error
                )
            }
        }
        guard rows >= 0 else {
            defer { sqlite3_free(error) }
            throw BenchmarkFailure("the sqlite3 floor could not read \(path): \(error.map { String(cString: $0) } ?? "unknown error")")
        }
        guard rows == expectedRows else {
            throw BenchmarkFailure("the sqlite3 floor read \(rows) rows, not \(expectedRows)")
        }
        return Samples(milliseconds)
    }
}
