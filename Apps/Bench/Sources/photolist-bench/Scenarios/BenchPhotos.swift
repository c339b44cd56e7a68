import Domain
import Foundation

/// Photos shaped like the demo catalog's, for filling a cache without a server.
enum BenchPhotos {
    static func photo(_ index: Int) -> Photo {
        let id = "bench-\(index)"
        let image = URL(string: "https://images.example.test/\(id)")!
        return Photo(
            id: PhotoID(stringLiteral: id), width: 6000, height: 4000, color: RGBColor(red: 0x26, green: 0x40, blue: 0x59),
            blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", description: "A quiet lake at dawn, photographed from the eastern shore",
            author: Author(username: "ansel_adams", name: "Ansel Adams", profileURL: URL(string: "https://example.test/@ansel")),
            urls: PhotoURLs(full: image, regular: image, small: image, thumb: image, page: URL(string: "https://example.test/photos/\(id)")),
            likes: 1234, createdAt: Date(timeIntervalSince1970: 1_700_000_000)
        )
    }

    /// `total` photos as pages of `perPage`, numbered from 1; the last page says no other follows.
    static func pages(total: Int, perPage: Int) -> [PhotoPage] {
        let count = (total + perPage - 1) / perPage
        return (0..<count).map { index in
            PhotoPage(
                photos: (index * perPage..<min(total, (index + 1) * perPage)).map(photo),
                page: index + 1,
                hasNextPage: index + 1 < count
            )
        }
    }
}
