import Domain
import DomainTesting
import Foundation
import Persistence
import Synchronization
import Testing

@Suite("Image files on disk, least recently used first out", .timeLimit(.minutes(1)))
final class ImageFileCacheTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)", isDirectory: true)

    /// Removes what the test made of the folder (and the file one test puts beside it): the suite is a
    /// class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathExtension("file"))
    }

    /// Marks the file of `key` as used `secondsAgo` ago, so recency does not depend on the clock's grain.
    private func age(_ cache: ImageFileCache, _ keys: [String]) throws {
        let files = try FileManager.default.contentsOfDirectory(at: cache.folder, includingPropertiesForKeys: nil)
        for (index, key) in keys.enumerated() {
            let file = try #require(files.first { $0.lastPathComponent.hasPrefix(key) })
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(-1_000 + index * 10))], ofItemAtPath: file.path)
        }
    }

    @Test("given a stored file, when read, then the same bytes come back; an unknown key reads nothing")
    func roundTrip() {
        let cache = ImageFileCache(folder: folder, capacity: 10_000)

        cache.store(Data([0xFF, 0xD8, 0xFF, 1]), as: "a 10x10 demo")

        #expect(cache.read("a 10x10 demo") == Data([0xFF, 0xD8, 0xFF, 1]))
        #expect(cache.read("b 10x10 demo") == nil)
    }

    @Test("given a full cache, when a file is added, then the least recently used go first and a recently read one stays")
    func evictsLeastRecentlyUsed() throws {
        // 4,000 bytes take one 4 KB block each: room for three.
        let cache = ImageFileCache(folder: folder, capacity: 3 * 4_096)
        for key in ["one", "two", "three"] { cache.store(Data(repeating: 1, count: 4_000), as: key) }
        try age(cache, ["one", "two", "three"])
        _ = cache.read("one")  // now the most recent

        cache.store(Data(repeating: 2, count: 4_000), as: "four")

        #expect(cache.read("two") == nil)
        #expect(cache.read("one") != nil && cache.read("three") != nil && cache.read("four") != nil)
        #expect(cache.size <= 3 * 4_096)
    }

    @Test("given a part file a crashed store left a minute ago and one being written now, when this run first stores, then only the abandoned one is removed")
    func removesAbandonedParts() throws {
        let cache = ImageFileCache(folder: folder, capacity: 10_000)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let abandoned = folder.appendingPathComponent(".x.jpg.1.part")
        let writing = folder.appendingPathComponent(".y.jpg.2.part")
        try Data([0]).write(to: abandoned)
        try Data([0]).write(to: writing)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: abandoned.path)

        cache.store(Data([2]), as: "first of this run")

        #expect(!FileManager.default.fileExists(atPath: abandoned.path))
        #expect(FileManager.default.fileExists(atPath: writing.path))
    }

    @Test("given a cached picture that turned out unusable, when discarded, then the next request asks the source again; clear empties the folder")
    func discardAndClear() async throws {
        let source = CountingImageSource(answers: ["p": Data([0xFF, 0xD8, 0xFF, 7])])
        let cache = ImageFileCache(folder: folder)
        let repository = DiskCachedPhotoImageRepository(wrapping: source, cache: cache, namespace: "n")
        let size = try #require(PixelSize(width: 8, height: 8))

        _ = try await repository.imageData(of: .fixture(id: "p"), size: size)
        await repository.discardImage(of: .fixture(id: "p"), size: size)
        _ = try await repository.imageData(of: .fixture(id: "p"), size: size)
        let freed = cache.clear()

        #expect(source.asked == ["p", "p"])
        #expect(freed.files == 1 && freed.bytes > 0 && cache.count == 0)
    }

    @Test("given a folder that cannot be made, when stored and read, then nothing fails and nothing is found")
    func unusableFolderIsAMiss() throws {
        let blocker = folder.appendingPathExtension("file")
        try Data("not a folder".utf8).write(to: blocker)
        let cache = ImageFileCache(folder: blocker.appendingPathComponent("images"), capacity: 10_000)

        cache.store(Data([1, 2, 3]), as: "x")

        #expect(cache.read("x") == nil)
    }

    @Test("given keys differing only in characters a file name cannot hold, when stored, then each keeps its own file")
    func unsafeCharactersDoNotCollide() {
        let cache = ImageFileCache(folder: folder, capacity: 10_000)

        cache.store(Data([1]), as: "a/b 1x1 http://x")
        cache.store(Data([2]), as: "a?b 1x1 http://x")

        #expect(cache.read("a/b 1x1 http://x") == Data([1]))
        #expect(cache.read("a?b 1x1 http://x") == Data([2]))
    }

    @Test("given a repository behind the disk cache, when the same image is asked twice, then the source is asked once; a non-image is never kept")
    func repositoryAsksSourceOnce() async throws {
        let source = CountingImageSource(answers: ["jpeg": Data([0xFF, 0xD8, 0xFF, 9]), "html": Data("<html>".utf8)])
        let repository = DiskCachedPhotoImageRepository(wrapping: source, cache: ImageFileCache(folder: folder), namespace: "http://127.0.0.1:1")
        let size = try #require(PixelSize(width: 8, height: 8))

        for _ in 0..<2 {
            _ = try await repository.imageData(of: .fixture(id: "jpeg"), size: size)
            _ = try await repository.imageData(of: .fixture(id: "html"), size: size)
        }

        #expect(source.asked == ["jpeg", "html", "html"])
    }

    @Test("given the folder is a link to the user's own folder, when cleared, stored into or counted, then nothing there is touched or counted")
    func linkedFolderIsLeftAlone() throws {
        let documents = FileManager.default.temporaryDirectory.appendingPathComponent("documents-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: documents) }
        let mine = documents.appendingPathComponent("holiday-1a2b.jpg")
        try Data([0xFF, 0xD8, 0xFF, 9]).write(to: mine)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: documents)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ImageFileCache(folder: folder, capacity: 1)

        cache.store(Data([0xFF, 0xD8, 0xFF, 1, 2, 3]), as: "trims the folder if it can")
        let cleared = cache.clear()

        #expect(cleared.files == 0 && cleared.bytes == 0)
        #expect(cache.count == 0 && cache.size == 0)
        #expect(cache.folderIsALink)
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents.path) == ["holiday-1a2b.jpg"])
    }

    @Test("given links, a folder and files of other names among the stored pictures, when cleared, then only the stored pictures go and nothing a link points to")
    func onlyOwnFilesAreRemoved() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let precious = outside.appendingPathComponent("precious.jpg")
        try Data([0xFF, 0xD8, 0xFF, 7]).write(to: precious)
        let cache = ImageFileCache(folder: folder)
        cache.store(Data([0xFF, 0xD8, 0xFF, 1]), as: "a stored picture")
        // Shaped like the cache's own names, but links; and files and a folder the cache never writes.
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link-1f.jpg"), withDestinationURL: precious)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(".link-1f.jpg.12.part"), withDestinationURL: precious)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("album-2c.jpg"), withIntermediateDirectories: true)

        let cleared = cache.clear()

        #expect(cleared.files == 1)
        #expect(FileManager.default.fileExists(atPath: precious.path))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == [".link-1f.jpg.12.part", "album-2c.jpg", "link-1f.jpg", "notes.txt"])
    }

    @Test("given thousands of stored files with names of every length, when counted again and again, then every file is counted by its exact name each time")
    func countsEveryFileOfALargeFolder() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Names of 5 to 255 bytes, so the C library's directory buffer ends on entries of every size: the
        // listing once copied a whole 256-byte name field and read past the buffer's end.
        var names: Set<String> = []
        for index in 0..<3_000 {
            let name = String(repeating: "a", count: index % 251) + "\(index).jpg"
            names.insert(String(name.suffix(255)))
        }
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
        let cache = ImageFileCache(folder: folder)

        for _ in 0..<20 {
            try #require(cache.count == names.count)
        }
        #expect(cache.clear().files == names.count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

/// Answers each photo id with fixed bytes and records what was asked.
private final class CountingImageSource: PhotoImageRepository {
    private let answers: [String: Data]
    private let log = Mutex<[String]>([])

    init(answers: [String: Data]) { self.answers = answers }

    var asked: [String] { log.withLock { $0 } }

    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        log.withLock { $0.append(photo.id.rawValue) }
        return answers[photo.id.rawValue] ?? Data()
    }

}
