// A child process for the crash-safety tests: it writes to a cache and a library in a loop, and after
// each favourite commits it prints `favorite N` (unbuffered), so the parent knows exactly what was durable
// before it sent SIGKILL. Usage: persistence-stress-writer DIRECTORY ITERATIONS LABEL [FILE_SIZE_LIMIT]
//
// With FILE_SIZE_LIMIT (bytes), it writes favourites only, under that RLIMIT_FSIZE, so a test can see how
// a library that cannot grow is reported without filling a real disk; the error goes to standard error.
import Domain
import Foundation
import Persistence
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
guard (4...5).contains(arguments.count), let iterations = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: persistence-stress-writer DIRECTORY ITERATIONS LABEL [FILE_SIZE_LIMIT]\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[1])
let label = arguments[3]
let fileSizeLimit = arguments.count == 5 ? Int(arguments[4]) : nil

func photo(_ id: String) -> Photo {
    let image = URL(string: "https://images.example.test/\(id)")!
    return Photo(
        id: PhotoID(stringLiteral: id), width: 4000, height: 3000, color: RGBColor(red: 1, green: 2, blue: 3), blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj",
        description: String(repeating: "a long description ", count: 20), author: Author(username: "u", name: "U", profileURL: nil),
        urls: PhotoURLs(full: image, regular: image, small: image, thumb: image, page: nil), likes: 1, createdAt: Date()
    )
}

/// Limits every file this process writes to `bytes`: a write past it fails with EFBIG, as on a full disk.
func limitFileSize(to bytes: Int) {
    signal(SIGXFSZ, SIG_IGN)  // otherwise the kernel kills the process at the limit
    var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
    #if canImport(Glibc)
    setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
    #else
    setrlimit(RLIMIT_FSIZE, &limit)
    #endif
}

do {
    if let fileSizeLimit {
        let library = try PhotoLibrary(path: directory.appendingPathComponent("library.sqlite").path)
        limitFileSize(to: fileSizeLimit)
        for index in 0..<iterations {
            _ = try await library.addFavorite(photo("\(label)-\(index)"), source: "stress")
        }
        exit(0)
    }
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
    FileHandle.standardError.write(Data("persistence-stress-writer: \(String(reflecting: error))\n".utf8))
    exit(1)
}
