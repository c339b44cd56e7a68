import Domain
import DomainTesting
import Foundation
import Persistence
import Synchronization
import Testing

@Suite("A picture kept at another size, when the source cannot answer", .timeLimit(.minutes(1)))
struct OfflinePictureFallbackTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fallback-\(UUID().uuidString)", isDirectory: true)
    /// A 6000 × 4000 photo: 3:2.
    private let photo = Photo.fixture(id: "lake", width: 6_000, height: 4_000)

    private func size(_ width: Int, _ height: Int) throws -> PixelSize {
        try #require(PixelSize(width: width, height: height))
    }

    /// The demo source's pictures cached in `folder`, with the photo fetched at each of `sizes` while online.
    private func demoRepository(fetching sizes: [(Int, Int)]) async throws -> (SwitchableImageSource, DiskCachedPhotoImageRepository) {
        let source = SwitchableImageSource()
        let repository = DiskCachedPhotoImageRepository(wrapping: source, cache: ImageFileCache(folder: folder), namespace: "demo")
        for (width, height) in sizes {
            _ = try await repository.imageData(of: photo, size: size(width, height))
        }
        return (source, repository)
    }

    @Test("given the photo fetched whole at two sizes and as a crop, when a third size is asked offline, then the larger whole picture stands in")
    func theLargestWholePictureStandsIn() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, repository) = try await demoRepository(fetching: [(150, 100), (300, 200), (80, 20)])

        source.failure.withLock { $0 = .notCached }

        #expect(try await repository.imageData(of: photo, size: size(600, 400)) == SwitchableImageSource.picture(size(300, 200)))
    }

    @Test("given a stand-in that would not decode, when it is discarded, then the next largest stands in next time")
    func aDiscardedStandInGoes() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, repository) = try await demoRepository(fetching: [(150, 100), (300, 200)])
        source.failure.withLock { $0 = .notCached }
        _ = try await repository.imageData(of: photo, size: size(600, 400))

        await repository.discardImage(of: photo, size: try size(600, 400))

        #expect(try await repository.imageData(of: photo, size: size(600, 400)) == SwitchableImageSource.picture(size(150, 100)))
    }

    @Test("given the source unreachable, failing, rate limiting or sending a picture too large to read, when a size not kept is asked, then a whole picture kept stands in too", arguments: [
        DomainError.connectivity(.cannotConnect), .sourceFailed(diagnosticCode: 503), .rateLimited(resetsAt: nil), .connectivity(.responseTooLarge),
    ])
    func aSourceThatCannotAnswerFallsBackToo(failure: DomainError) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, repository) = try await demoRepository(fetching: [(150, 100)])

        source.failure.withLock { $0 = failure }

        #expect(try await repository.imageData(of: photo, size: size(450, 300)) == SwitchableImageSource.picture(size(150, 100)))
    }

    @Test("given a source that refuses the picture or has none, when a size not kept is asked, then no kept picture hides the refusal", arguments: [
        DomainError.notFound, .forbidden, .sourceRefused(diagnosticCode: 400), .invalidResponse("not an image"),
    ])
    func aRefusalIsNotHidden(failure: DomainError) async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let (source, repository) = try await demoRepository(fetching: [(150, 100)])

        source.failure.withLock { $0 = failure }

        await #expect(throws: failure) {
            try await repository.imageData(of: photo, size: size(450, 300))
        }
    }

    @Test("given only a crop kept (a list row's thumbnail), another photo's picture, or another source's, when a whole picture is asked offline, then none stands in and the source's error is thrown")
    func aCropOrAnotherPhotoNeverStandsIn() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = SwitchableImageSource()
        let cache = ImageFileCache(folder: folder)
        let repository = DiskCachedPhotoImageRepository(wrapping: source, cache: cache, namespace: "demo")
        _ = try await repository.imageData(of: photo, size: size(80, 20))
        _ = try await repository.imageData(of: .fixture(id: "forest", width: 6_000, height: 4_000), size: size(300, 200))
        _ = try await DiskCachedPhotoImageRepository(wrapping: source, cache: cache, namespace: "unsplash").imageData(of: photo, size: size(300, 200))

        source.failure.withLock { $0 = .notCached }

        await #expect(throws: DomainError.notCached) {
            try await repository.imageData(of: photo, size: size(600, 400))
        }
    }
}

extension OfflinePictureFallbackTests {
    @Test("given a picture stored under its key alone (before groups), when read or removed in a group, then it is found, and removed")
    func aPictureStoredBeforeGroupsIsFound() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ImageFileCache(folder: folder)
        cache.store(Data([0xFF, 0xD8, 0xFF, 1]), as: "lake 300x200 demo")

        #expect(cache.read("lake 300x200 demo", group: "lake demo whole") == Data([0xFF, 0xD8, 0xFF, 1]))
        #expect(cache.read("lake 150x100 demo", group: "lake demo whole") == nil)
        cache.remove("lake 300x200 demo", group: "lake demo whole")
        #expect(cache.read("lake 300x200 demo") == nil)
    }
}

/// Answers each size with its own bytes (a JPEG's start, then one byte per pixel), until told to fail.
private final class SwitchableImageSource: PhotoImageRepository {
    let failure = Mutex<DomainError?>(nil)

    static func picture(_ size: PixelSize) -> Data {
        Data([0xFF, 0xD8, 0xFF] + Array(repeating: UInt8(size.width % 251), count: size.area))
    }

    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        if let failure = failure.withLock({ $0 }) { throw failure }
        return Self.picture(size)
    }
}
