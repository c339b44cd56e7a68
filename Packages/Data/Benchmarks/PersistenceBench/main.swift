// Measures the cache: rows per second writing 10,000 photos (as 334 pages of 30, one transaction per page,
// the way sync writes them) and the time to read one 30-photo page back (p50, p99 over 2,000 reads).
// Run in release: swift run -c release persistence-bench
import Domain
import Foundation
import Persistence

func photo(_ id: String) -> Photo {
    let image = URL(string: "https://images.example.test/\(id)")!
    return Photo(
        id: PhotoID(rawValue: id), width: 6000, height: 4000, color: RGBColor(red: 0x26, green: 0x40, blue: 0x59),
        blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", description: "A quiet lake at dawn, photographed from the eastern shore",
        author: Author(username: "ansel_adams", name: "Ansel Adams", profileURL: URL(string: "https://example.test/@ansel")),
        urls: PhotoURLs(full: image, regular: image, small: image, thumb: image, page: URL(string: "https://example.test/photos/\(id)")),
        likes: 1234, createdAt: Date(timeIntervalSince1970: 1_700_000_000)
    )
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("persistence-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }
let cache = try PhotoCache(path: directory.appendingPathComponent("cache.sqlite").path)
let total = 10_000, perPage = 30
let pages = (0..<(total + perPage - 1) / perPage).map { index in
    PhotoPage(
        photos: (0..<min(perPage, total - index * perPage)).map { photo("p\(index * perPage + $0)") },
        page: index + 1,
        hasNextPage: true
    )
}

let clock = ContinuousClock()
let writing = clock.measure {
    for page in pages { try! cache.store(page, source: "bench", listKey: "photos/latest/30") }
}
let seconds = Double(writing.components.seconds) + Double(writing.components.attoseconds) / 1e18
print("write: \(total) photos in \(pages.count) page transactions: \(String(format: "%.0f", Double(total) / seconds)) rows/s (\(String(format: "%.1f", seconds * 1000)) ms)")

var reads: [Duration] = []
var generator = SystemRandomNumberGenerator()
for _ in 0..<2_000 {
    let number = Int.random(in: 1...pages.count - 1, using: &generator)
    reads.append(clock.measure { _ = try! cache.page(number, source: "bench", listKey: "photos/latest/30") })
}
reads.sort()
func micros(_ duration: Duration) -> String {
    String(format: "%.0f µs", Double(duration.components.attoseconds) / 1e12 + Double(duration.components.seconds) * 1e6)
}
print("read one 30-photo page: p50 \(micros(reads[reads.count / 2])), p99 \(micros(reads[reads.count * 99 / 100])), max \(micros(reads.last!))")
