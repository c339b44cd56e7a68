import Foundation
import Persistence

/// What `perf` records for the cache: `reads` page reads of 30 photos from a cache of 10,000, nothing else.
enum CacheProfileTarget {
    static func run(reads: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = BenchPhotos.pages(total: CacheBenchmark.total, perPage: CacheBenchmark.perPage)
        let cache = try PhotoCache(path: folder.appendingPathComponent("cache.sqlite").path)
        for page in pages { try cache.store(page, source: CacheBenchmark.source, listKey: CacheBenchmark.listKey) }
        for read in 0..<reads {
            guard try cache.page(read % pages.count + 1, source: CacheBenchmark.source, listKey: CacheBenchmark.listKey) != nil else {
                throw BenchmarkFailure("page \(read % pages.count + 1) is missing from the cache")
            }
        }
    }
}
