// A child process for the crash-safety tests: it writes to a cache and a library in a loop, and after
// each favourite commits it prints `favorite N` (unbuffered), so the parent knows exactly what was durable
// before it sent SIGKILL. Usage: persistence-stress-writer DIRECTORY ITERATIONS LABEL
import Domain
import Foundation
import Persistence

let arguments = CommandLine.arguments
guard arguments.count == 4, let iterations = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: persistence-stress-writer DIRECTORY ITERATIONS LABEL\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1])
let label = arguments[3]

func photo(_ id: String) -> Photo {
    let image = URL(string: "https://images.example.test/\(id)")!
    return Photo(
        id: PhotoID(rawValue: id), width: 4000, height: 3000, color: RGBColor(red: 1, green: 2, blue: 3), blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
        description: String(repeating: "a long description ", count: 20), author: Author(username: "u", name: "U", profileURL: nil),
        urls: PhotoURLs(full: image, regular: image, small: image, thumb: image, page: nil), likes: 1, createdAt: Date()
    )
}

do {
    let (cache, _) = try PhotoCache.openRecovering(path: directory.appendingPathComponent("cache.sqlite").path)
    let library = try PhotoLibrary(path: directory.appendingPathComponent("library.sqlite").path)
    for index in 0..<iterations {
        let page = PhotoPage(photos: (0..<30).map { photo("\(label)-\(index)-\($0)") }, page: index % 50 + 1, hasNextPage: true)
        try cache.store(page, source: "stress", listKey: label)
        let id = "\(label)-\(index)"
        _ = try await library.addFavorite(photo(id), source: "stress")
        FileHandle.standardOutput.write(Data("favorite \(id)\n".utf8))  // unbuffered: one write(2) per line
        try await library.recordQuery(SearchQuery("query \(index % 15)"))
    }
} catch {
    FileHandle.standardError.write(Data("persistence-stress-writer: \(error)\n".utf8))
    exit(1)
}
