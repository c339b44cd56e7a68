import Domain
import Foundation
import HTTPTestServer
import CurlNetworking
import Networking
@testable import PhotoData
import Synchronization
import Testing

@Suite("HTTPPhotoDownloader over a loopback server", .timeLimit(.minutes(1)))
final class HTTPPhotoDownloaderTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("downloader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the test's folder: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    private var destination: URL { folder.appendingPathComponent("photo.jpg") }

    /// The names in the folder: proves no temporary file was left behind.
    private func folderContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// `count` bytes shaped as a whole JPEG (the downloader checks its markers and its end).
    private static func bytes(_ count: Int) -> [UInt8] {
        WholeJPEG.bytes(count)
    }

    @Test("given a 300 kB file, when downloaded, then it is saved byte for byte, progress rises to the total, and nothing else is left")
    func savesWithProgress() async throws {
        let body = Self.bytes(300_000)
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: body) }
        let reports = Mutex<[DownloadProgress]>([])

        try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL.appendingPathComponent("images/a"), to: destination, namedByType: false) { report in
            reports.withLock { $0.append(report) }
        }

        #expect(Array(try Data(contentsOf: destination)) == body)
        #expect(try folderContents() == ["photo.jpg"])
        let received = reports.withLock { $0.map(\.receivedBytes) }
        #expect(received.count >= 2 && received == received.sorted())
        #expect(reports.withLock { $0.last } == DownloadProgress(receivedBytes: 300_000, expectedBytes: 300_000))
    }

    @Test("given a PNG, a GIF or a WebP file served for a photo, when saved under the name photolist chose, then it is named by its format, not .jpg; under a name the user gave, that name is kept", arguments: [
        (ImageContainerStructureTests.png, "png"), (ImageContainerStructureTests.gif, "gif"), (ImageContainerStructureTests.webP, "webp"), (WholeJPEG.bytes(2_000), "jpg"),
    ])
    func savedNameFollowsTheFormat(body: [UInt8], format: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }
        let downloader = HTTPPhotoDownloader(client: CurlHTTPClient())

        let chosen = try await downloader.download(server.baseURL, to: folder.appendingPathComponent("abc.jpg"), namedByType: true) { _ in }
        let given = try await downloader.download(server.baseURL, to: folder.appendingPathComponent("mine.jpg"), namedByType: false) { _ in }

        #expect(chosen == folder.appendingPathComponent("abc.\(format)"))
        #expect(given == folder.appendingPathComponent("mine.jpg"))
        #expect(try folderContents() == ["abc.\(format)", "mine.jpg"].sorted())
        #expect(Array(try Data(contentsOf: chosen)) == body)
    }

    @Test("given a photo saved before as abc.png, when saved again under the name photolist chose, then it is refused as already there before anything is fetched, and the file is kept")
    func aTakenNameByFormatIsRefused() async throws {
        let requests = Mutex(0)
        let server = try HTTPTestServer { _ in
            requests.withLock { $0 += 1 }
            return .respond(status: 200, body: ImageContainerStructureTests.png)
        }
        try Data("the user's".utf8).write(to: folder.appendingPathComponent("abc.png"))

        await #expect(throws: DomainError.storage(StorageFailure(.download, path: folder.appendingPathComponent("abc.png").path, reason: .alreadyExists))) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: self.folder.appendingPathComponent("abc.jpg"), namedByType: true) { _ in }
        }

        #expect(requests.withLock { $0 } == 0)
        #expect(try folderContents() == ["abc.png"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("abc.png")) == Data("the user's".utf8))
    }

    @Test("given a folder named abc.png, when a PNG is saved under the name photolist chose, replacing, then it is refused as not a file and the folder is kept; an old abc.jpg stays beside a replaced abc.png")
    func aByFormatNameThatIsNoFileIsRefused() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: ImageContainerStructureTests.png) }
        let downloader = HTTPPhotoDownloader(client: CurlHTTPClient(), replacingExisting: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("abc.png"), withIntermediateDirectories: false)

        await #expect(throws: DomainError.storage(StorageFailure(.download, path: folder.appendingPathComponent("abc.png").path, reason: .notAFile))) {
            try await downloader.download(server.baseURL, to: self.folder.appendingPathComponent("abc.jpg"), namedByType: true) { _ in }
        }
        #expect(try folderContents() == ["abc.png"])

        try FileManager.default.removeItem(at: folder.appendingPathComponent("abc.png"))
        try Data("old".utf8).write(to: folder.appendingPathComponent("abc.jpg"))
        try Data("older".utf8).write(to: folder.appendingPathComponent("abc.png"))
        let saved = try await downloader.download(server.baseURL, to: folder.appendingPathComponent("abc.jpg"), namedByType: true) { _ in }

        #expect(saved.lastPathComponent == "abc.png")
        #expect(Array(try Data(contentsOf: saved)) == ImageContainerStructureTests.png)
        #expect(try Data(contentsOf: folder.appendingPathComponent("abc.jpg")) == Data("old".utf8))
        #expect(try folderContents() == ["abc.jpg", "abc.png"])
    }

    @Test("given a body that breaks off once and then comes whole, when downloaded through the retrying client, then the file is saved whole, no part is left, and the second attempt's progress says it is the second")
    func aBrokenTransferIsRetriedWhole() async throws {
        let body = Self.bytes(100_000)
        let requests = Mutex(0)
        let server = try HTTPTestServer { _ in
            let request = requests.withLock { count in
                count += 1
                return count
            }
            return request == 1 ? .truncate(status: 200, declaredLength: body.count, body: Array(body.prefix(40_000)))
                : .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: body)
        }
        // Backoff of zero: the retry's wait is the jitter's lower bound, so nothing sleeps.
        let client = RetryingHTTPDownloadClient(wrapping: CurlHTTPClient(), random: { 0 })

        let reports = Mutex<[DownloadProgress]>([])
        try await HTTPPhotoDownloader(client: client).download(server.baseURL.appendingPathComponent("images/a"), to: destination, namedByType: false) { report in
            reports.withLock { $0.append(report) }
        }

        #expect(requests.withLock { $0 } == 2)
        #expect(Array(try Data(contentsOf: destination)) == body)
        #expect(try folderContents() == ["photo.jpg"])
        #expect(reports.withLock { $0.last } == DownloadProgress(receivedBytes: 100_000, expectedBytes: 100_000, attempt: 2))
        #expect(reports.withLock { $0.map(\.attempt) } == reports.withLock { $0.map(\.attempt) }.sorted())
    }

    @Test("given a truncated body, when downloaded to replace a file, then the old file is kept and no partial file remains")
    func truncatedKeepsOldFile() async throws {
        try Data("previous".utf8).write(to: destination)
        let server = try HTTPTestServer { _ in .truncate(status: 200, declaredLength: 100_000, body: Self.bytes(40_000)) }

        await #expect(throws: DomainError.self) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient(), replacingExisting: true).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }

        #expect(String(decoding: try Data(contentsOf: destination), as: UTF8.self) == "previous")
        #expect(try folderContents() == ["photo.jpg"])
    }

    @Test("given a download whose bytes stop arriving partway, when the stall window passes, then it fails as stalled and leaves no file")
    func aStalledDownloadSaysItStalled() async throws {
        let server = try HTTPTestServer { _ in .stallAfter(status: 200, declaredLength: 100_000, body: Self.bytes(2_000)) }
        let client = CurlHTTPClient(configuration: .init(totalTimeout: .seconds(20), lowSpeedBytesPerSecond: 1_024, lowSpeedWindow: .seconds(1)))

        await #expect(throws: DomainError.connectivity(.stalled)) {
            try await HTTPPhotoDownloader(client: client).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }
        #expect(try folderContents().isEmpty)
    }

    @Test("given an error status, when downloaded, then it maps to the domain error and no file is written", arguments: [
        (404, DomainError.notFound), (500, .sourceFailed(diagnosticCode: 500)),
        // The file host refuses the file; no key was sent to it, so neither is about the key.
        (401, .sourceRefused(diagnosticCode: 401)), (403, .sourceRefused(diagnosticCode: 403)),
    ])
    func errorStatus(status: Int, expected: DomainError) async throws {
        let server = try HTTPTestServer { _ in .respond(status: status, body: Array("{\"errors\":[\"no\"]}".utf8)) }

        await #expect(throws: expected) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }

        #expect(try folderContents().isEmpty)
    }

    @Test("given a folder that does not exist, when downloaded, then it is a storage error naming the folder")
    func missingFolder() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: [1, 2, 3]) }
        let missing = folder.appendingPathComponent("absent/photo.jpg")

        await #expect(throws: DomainError.storage(StorageFailure(.download, path: "\(folder.path)/absent", reason: .folderMissing))) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: missing, namedByType: false) { _ in }
        }
        #expect(server.requests.isEmpty)
    }

    @Test("given a file where the folder should be (-o photo.jpg/ naming a file), when downloaded, then it is a storage error saying that path is not a folder")
    func fileInPlaceOfTheFolder() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: [1, 2, 3]) }
        let file = folder.appendingPathComponent("photo.jpg")
        try Data("mine".utf8).write(to: file)

        await #expect(throws: DomainError.storage(StorageFailure(.download, path: file.path, reason: .inaccessible("it is not a folder")))) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: file.appendingPathComponent("abc.jpg"), namedByType: false) { _ in }
        }
        #expect(server.requests.isEmpty)
        #expect(try Data(contentsOf: file) == Data("mine".utf8))
    }

    @Test("given temporary files a killed download left long ago, one being written now and files of other names, when the same photo is downloaded, then only the abandoned ones are removed")
    func abandonedPartsOfTheSamePhotoAreRemoved() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: Self.bytes(1_000)) }
        let old = Date(timeIntervalSinceNow: -HTTPPhotoDownloader.abandonedAfter - 60)
        for name in [".photo.jpg.123.part", ".photo.jpg.456.part", ".photo.jpg.notes.part", ".other.jpg.789.part", "photo.jpg.1.part"] {
            try Data([1]).write(to: folder.appendingPathComponent(name))
            if name != ".photo.jpg.456.part" {
                try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(name).path)
            }
        }

        try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: destination, namedByType: false) { _ in }

        #expect(try folderContents() == [".other.jpg.789.part", ".photo.jpg.456.part", ".photo.jpg.notes.part", "photo.jpg", "photo.jpg.1.part"])
    }

    @Test("given file names of 255 bytes, the most a folder takes, in ASCII and in two-byte letters, when downloaded, then each is saved, and an abandoned temporary file of the same name is removed", arguments: [
        String(repeating: "b", count: 251) + ".jpg", String(repeating: "é", count: 125) + "x.jpg",
    ])
    func theLongestNamesAreSaved(name: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: Self.bytes(1_000)) }
        let target = folder.appendingPathComponent(name)
        let prefix = HTTPPhotoDownloader.partPrefix(of: target)
        let abandoned = folder.appendingPathComponent(prefix + "123.part")
        try Data([1]).write(to: abandoned)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -HTTPPhotoDownloader.abandonedAfter - 60)], ofItemAtPath: abandoned.path)

        try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: target, namedByType: false) { _ in }

        #expect(name.utf8.count == 255)
        #expect(try folderContents() == [name])
        #expect(prefix.hasPrefix(".") && prefix.utf8.count + "\(UInt32.max).part".utf8.count <= 255)
    }

    @Test("given a download in flight, when its task is cancelled, then it ends as cancelled and leaves no file")
    func cancellation() async throws {
        let server = try HTTPTestServer { _ in .stall }
        let destination = self.destination
        let task = Task {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }
        while server.requests.isEmpty { await Task.yield() }

        task.cancel()

        await #expect(throws: DomainError.cancelled) { try await task.value }
        #expect(try folderContents().isEmpty)
    }

    @Test("given a file already at the destination, when downloaded, then nothing is fetched, the file is untouched and the error names it")
    func existingFileIsNeverReplaced() async throws {
        try Data("keep me".utf8).write(to: destination)
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Self.bytes(1_000)) }

        await #expect(throws: DomainError.storage(StorageFailure(.download, path: destination.path, reason: .alreadyExists))) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }

        #expect(String(decoding: try Data(contentsOf: destination), as: UTF8.self) == "keep me")
        #expect(server.requests.isEmpty)
        #expect(try folderContents() == ["photo.jpg"])
    }

    @Test("given a file already at the destination and a downloader that replaces, when downloaded, then the new file takes its place")
    func replacingDownloaderReplaces() async throws {
        try Data("old".utf8).write(to: destination)
        let body = Self.bytes(2_000)
        let server = try HTTPTestServer { _ in .respond(status: 200, body: body) }

        try await HTTPPhotoDownloader(client: CurlHTTPClient(), replacingExisting: true).download(server.baseURL, to: destination, namedByType: false) { _ in }

        #expect(Array(try Data(contentsOf: destination)) == body)
        #expect(try folderContents() == ["photo.jpg"])
    }

    @Test("given a destination that is not a regular file (a folder, a link to a device, a link to a file), when downloaded, then it is refused untouched, a link as a link",
          arguments: ["folder", "device link", "file link"])
    func nonRegularDestinationIsRefused(kind: String) async throws {
        let target = folder.appendingPathComponent("target.jpg")
        switch kind {
        case "folder": try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        case "device link": try FileManager.default.createSymbolicLink(atPath: destination.path, withDestinationPath: "/dev/null")
        default:
            try Data("kept".utf8).write(to: target)
            try FileManager.default.createSymbolicLink(atPath: destination.path, withDestinationPath: target.path)
        }
        let server = try HTTPTestServer { _ in .respond(status: 200, body: Self.bytes(1_000)) }
        let reason: StorageFailure.Reason = kind == "folder" ? .notAFile : .symbolicLink

        await #expect(throws: DomainError.storage(StorageFailure(.download, path: destination.path, reason: reason))) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient(), replacingExisting: true).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }
        #expect(server.requests.isEmpty)
        if kind == "file link" {
            #expect(try String(contentsOf: target, encoding: .utf8) == "kept")
        }
    }

    @Test("given a 200 whose body is empty, an HTML page or other bytes, when downloaded, then it is an invalid response and no file is saved",
          arguments: [[UInt8](), Array("<!DOCTYPE html><p>hi</p>".utf8), [0x00, 0x01, 0x02, 0x03]])
    func bodiesThatAreNotImagesAreRefused(body: [UInt8]) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: body) }

        await #expect(throws: DomainError.self) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }

        #expect(try folderContents().isEmpty)
    }

    @Test("given a 200 whose body is only an image format's signature (GIF, PNG, WebP), when downloaded to replace a photo, then it is an invalid response and the photo is kept",
          arguments: [Array("GIF89a".utf8), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array("RIFF\0\0\0\0WEBPVP8 ".utf8)])
    func signaturesAloneAreRefused(body: [UInt8]) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/gif")], body: body) }
        let kept = Self.bytes(1_000)
        try Data(kept).write(to: destination)

        await #expect {
            try await HTTPPhotoDownloader(client: CurlHTTPClient(), replacingExisting: true).download(server.baseURL, to: destination, namedByType: false) { _ in }
        } throws: { error in
            guard case .invalidResponse(let message) = error as? DomainError else { return false }
            return message.hasPrefix("the photo file is not a whole image: ")
        }

        #expect(try [UInt8](Data(contentsOf: destination)) == kept)
        #expect(try folderContents() == ["photo.jpg"])
    }

    @Test("given a 200 whose JPEG is empty, declares no pixels or was cut short with a length that agrees, when downloaded, then it is an invalid response saying so and no file is saved",
          arguments: [
            ([UInt8]([0xFF, 0xD8, 0xFF, 0xD9]), "it ends before its picture data"),
            (Array(bytes(1_000).prefix(600)), "it is cut short (no end marker)"),
            ([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x00, 0x00, 0x10, 0x01, 0x01, 0x11, 0x00] + Array(bytes(100).dropFirst(15)), "its header declares no pixels"),
          ])
    func jpegsThatAreNotWholeAreRefused(body: [UInt8], problem: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: body) }

        await #expect(throws: DomainError.invalidResponse("the photo file is not a whole JPEG: \(problem)")) {
            try await HTTPPhotoDownloader(client: CurlHTTPClient()).download(server.baseURL, to: destination, namedByType: false) { _ in }
        }

        #expect(try folderContents().isEmpty)
    }
}
