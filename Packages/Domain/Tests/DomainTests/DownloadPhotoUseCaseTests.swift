import Domain
import DomainTesting
import Foundation
import Synchronization
import Testing

@Suite("Download photo use case", .timeLimit(.minutes(1)))
struct DownloadPhotoUseCaseTests {
    private let folder = URL(fileURLWithPath: "/downloads", isDirectory: true)

    @Test("given a photo, when downloaded, then the source is told first and the file is saved as <id>.jpg in the folder")
    func registersThenSaves() async throws {
        let link = URL(string: "https://images.example/full/abc?sig=1")!
        let repository = FakePhotoRepository(download: { _ in link })
        let downloader = FakePhotoDownloader()
        let useCase = DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader)

        let saved = try await useCase.execute(.fixture(id: "abc"), into: folder, progress: { _ in })

        #expect(repository.calls == [.downloadLink("abc")])
        #expect(downloader.urls == [link])
        #expect(saved.path == "/downloads/abc.jpg")
        #expect(downloader.destinations == [saved])
    }

    @Test("given a photo, when its small rendition is downloaded into the folder, then it is saved as <id>.small.jpg, beside where the full file would be")
    func smallRenditionHasItsOwnName() async throws {
        let downloader = FakePhotoDownloader()
        let useCase = DefaultDownloadPhotoUseCase(repository: FakePhotoRepository(download: { _ in URL(string: "https://images.example/full/abc")! }), downloader: downloader)

        let saved = try await useCase.execute(.fixture(id: "abc"), size: .small, into: folder, progress: { _ in })

        #expect(saved.path == "/downloads/abc.small.jpg")
        #expect(downloader.destinations == [saved])
    }

    @Test("given a downloader that reports progress, when downloaded, then every report reaches the caller in order")
    func forwardsProgress() async throws {
        let downloader = FakePhotoDownloader { _, _, progress in
            progress(DownloadProgress(receivedBytes: 10, expectedBytes: 40))
            progress(DownloadProgress(receivedBytes: 40, expectedBytes: 40))
        }
        let useCase = DefaultDownloadPhotoUseCase(repository: FakePhotoRepository(), downloader: downloader)
        let reports = Reports()

        _ = try await useCase.execute(.fixture(id: "p"), into: folder, progress: reports.append)

        #expect(reports.values.map(\.fraction) == [0.25, 1])
    }

    @Test("given the source refuses the download, when downloaded, then nothing is fetched and the error is passed on")
    func refusalStopsTheTransfer() async throws {
        let repository = FakePhotoRepository(download: { _ throws(DomainError) in throw .rateLimited(resetsAt: nil) })
        let downloader = FakePhotoDownloader()
        let useCase = DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader)

        await #expect(throws: DomainError.rateLimited(resetsAt: nil)) {
            try await useCase.execute(.fixture(id: "p"), into: folder, progress: { _ in })
        }
        #expect(downloader.urls.isEmpty)
    }

    @Test(
        "given the file's host fails, when downloaded, then the failure names that host, so it is not read as the API's",
        arguments: [DomainError.sourceRefused(diagnosticCode: 403), .connectivity(.stalled), .notFound, .invalidResponse("not an image")]
    )
    func aFileHostFailureNamesTheHost(failure: DomainError) async throws {
        let repository = FakePhotoRepository(download: { _ in URL(string: "https://files.example.test/p/original")! })
        let downloader = FakePhotoDownloader { _, _, _ throws(DomainError) in throw failure }
        let useCase = DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader)

        await #expect(throws: DomainError.fileHost(FileHostFailure(host: "files.example.test", cause: failure))) {
            try await useCase.execute(.fixture(id: "p"), into: folder, progress: { _ in })
        }
    }

    @Test(
        "given the download fails on this side (the destination, a cancellation), when downloaded, then that failure is passed on as it is",
        arguments: [DomainError.storage(StorageFailure(.download, path: "/downloads/p.jpg", reason: .alreadyExists)), .cancelled]
    )
    func aLocalFailureIsNotTheHosts(failure: DomainError) async throws {
        let downloader = FakePhotoDownloader { _, _, _ throws(DomainError) in throw failure }
        let useCase = DefaultDownloadPhotoUseCase(repository: FakePhotoRepository(), downloader: downloader)

        await #expect(throws: failure) {
            try await useCase.execute(.fixture(id: "p"), into: folder, progress: { _ in })
        }
    }

    @Test(
        "given a smaller size, when downloaded, then the source is still told and that rendition is saved to the given file",
        arguments: [(PhotoSize.small, "https://images.example.test/p/small"), (.regular, "https://images.example.test/p/regular")]
    )
    func smallerRenditions(size: PhotoSize, expected: String) async throws {
        let repository = FakePhotoRepository(download: { _ in URL(string: "https://images.example.test/p/original")! })
        let downloader = FakePhotoDownloader()
        let useCase = DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader)
        let photo = Photo.fixture(id: "p")
        let target = URL(fileURLWithPath: "/tmp/chosen-name.jpg")

        let saved = try await useCase.execute(photo, size: size, to: target, progress: { _ in })

        #expect(repository.calls == [.downloadLink("p")])
        #expect(downloader.urls.map(\.absoluteString) == [expected])
        #expect(saved == target && downloader.destinations == [target])
    }

    @Test("given a plain id, when named, then the full file is the id with .jpg, and a smaller rendition says its size before the extension", arguments: ["abc-DEF_1", "_Q339xSbmqN", String(repeating: "a", count: 64)])
    func plainFileNames(id: String) throws {
        let photoID = try #require(PhotoID(rawValue: id))
        #expect(DefaultDownloadPhotoUseCase.fileName(for: photoID) == id + ".jpg")
        #expect(DefaultDownloadPhotoUseCase.fileName(for: photoID, size: .full) == id + ".jpg")
        #expect(DefaultDownloadPhotoUseCase.fileName(for: photoID, size: .regular) == id + ".regular.jpg")
        #expect(DefaultDownloadPhotoUseCase.fileName(for: photoID, size: .small) == id + ".small.jpg")
    }

    @Test("given an id whose name ends like another id's smaller rendition, when both are named, then they never share a file")
    func sizedNamesNeverMeetPlainOnes() throws {
        let sized = DefaultDownloadPhotoUseCase.fileName(for: "abc", size: .small)
        let plain = DefaultDownloadPhotoUseCase.fileName(for: try #require(PhotoID(rawValue: "abc.small")))

        #expect(sized == "abc.small.jpg")
        #expect(plain != sized)
    }

    @Test(
        "given ids with path characters, when named, then only letters, digits, - and _ survive, followed by a hash of the id",
        arguments: [
            ("../../etc/passwd", "______etc_passwd"), ("é", "_"), ("..", "__"), ("/abs", "_abs"), ("a b", "a_b"),
            ("a\\b", "a_b"), ("\u{200F}gpj.exe", "_gpj_exe"),
        ]
    )
    func unsafeFileNames(id: String, kept: String) throws {
        let name = DefaultDownloadPhotoUseCase.fileName(for: try #require(PhotoID(rawValue: id)))
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)

        #expect(parts.count == 3 && parts[0] == kept && parts[2] == "jpg", "name: \(name)")
        #expect(parts[1].count == 16 && parts[1].allSatisfy(\.isHexDigit))
    }

    @Test("given ids that differ only in characters a file name cannot keep, when named, then each gets its own file")
    func distinctIDsNeverShareAFile() {
        let ids = ["a/b", "a_b", "a b", "a\\b", "東京", "大阪", "한국", "😀😀", "x" + String(repeating: "y", count: 300), "x" + String(repeating: "y", count: 301)]
        let names = ids.map { DefaultDownloadPhotoUseCase.fileName(for: PhotoID(stringLiteral: $0)) }

        #expect(Set(names).count == ids.count)
    }

    @Test("given an id of thousands of characters, when named, then the name stays short enough for any file system")
    func longIDsGetShortNames() {
        let name = DefaultDownloadPhotoUseCase.fileName(for: PhotoID(stringLiteral: String(repeating: "é/", count: 5_000)))

        #expect(name.utf8.count <= DefaultDownloadPhotoUseCase.maximumNameLength + 21)
        #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
    }

    @Test("given an unknown size, when progress is reported, then there is no fraction; given a size, it is clamped to 0…1")
    func progressFraction() {
        #expect(DownloadProgress(receivedBytes: 5, expectedBytes: nil).fraction == nil)
        #expect(DownloadProgress(receivedBytes: 5, expectedBytes: 0).fraction == nil)
        #expect(DownloadProgress(receivedBytes: 50, expectedBytes: 40).fraction == 1)
    }
}

/// Collects progress reports from any thread.
private final class Reports: Sendable {
    private let stored = Mutex<[DownloadProgress]>([])
    var values: [DownloadProgress] { stored.withLock { $0 } }
    func append(_ progress: DownloadProgress) { stored.withLock { $0.append(progress) } }

    @Test("given a download into a folder and one to a file the user named, when run, then only the one into the folder is named by its file's format")
    func onlyAFolderNamesByFormat() async throws {
        let downloader = FakePhotoDownloader()
        let useCase = DefaultDownloadPhotoUseCase(repository: FakePhotoRepository(), downloader: downloader)
        let folder = URL(fileURLWithPath: "/downloads", isDirectory: true)

        _ = try await useCase.execute(.fixture(id: "p"), into: folder, progress: { _ in })
        _ = try await useCase.execute(.fixture(id: "p"), size: .full, to: folder.appendingPathComponent("mine.jpg"), progress: { _ in })

        #expect(downloader.namedByType == [true, false])
        #expect(downloader.destinations.map(\.lastPathComponent) == ["p.jpg", "mine.jpg"])
    }

    @Test("given a destination the downloader refuses (the file is already there), when downloaded, then the source is never told of a download and nothing is fetched")
    func aRefusedDestinationTellsTheSourceNothing() async throws {
        let repository = FakePhotoRepository()
        let taken = DomainError.storage(StorageFailure(.download, path: "/downloads/p.jpg", reason: .alreadyExists))
        let downloader = FakePhotoDownloader(refusing: taken)
        let useCase = DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader)

        await #expect(throws: taken) {
            try await useCase.execute(.fixture(id: "p"), into: URL(fileURLWithPath: "/downloads", isDirectory: true), progress: { _ in })
        }

        #expect(repository.calls.isEmpty)
        #expect(downloader.urls.isEmpty)
    }
}
