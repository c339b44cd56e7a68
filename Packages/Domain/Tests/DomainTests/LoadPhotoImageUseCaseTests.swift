import Domain
import DomainTesting
import Foundation
import Synchronization
import Testing

@Suite("Loading a photo's picture", .timeLimit(.minutes(1)))
struct LoadPhotoImageUseCaseTests {
    /// Answers every photo with fixed bytes and records the photos whose copies were discarded.
    private final class BytesRepository: PhotoImageRepository {
        let bytes: Data
        private let discarded = Mutex<[PhotoID]>([])
        init(bytes: Data) { self.bytes = bytes }
        var discardedIDs: [PhotoID] { discarded.withLock { $0 } }
        func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data { bytes }
        func discardImage(of photo: Photo, size: PixelSize) async { discarded.withLock { $0.append(photo.id) } }
    }

    /// Turns the first byte into a grey image of the size asked for, or refuses an empty file.
    private struct GreyDecoder: ImageDecoder {
        func decode(_ data: Data, atLeast size: PixelSize) throws(DomainError) -> PhotoImage {
            guard let first = data.first else { throw .invalidResponse("the image is empty") }
            return PhotoImage(size: size, rgb: Array(repeating: first, count: size.area * 3), encoded: data)
        }
    }

    @Test("given a source that sends an image, when loaded at a size, then the decoder's pixels of that file come back")
    func decodesWhatTheSourceSent() async throws {
        let size = try #require(PixelSize(width: 4, height: 2))
        let useCase = DefaultLoadPhotoImageUseCase(repository: BytesRepository(bytes: Data([77, 1])), decoder: GreyDecoder())

        let image = try await useCase.execute(.fixture(id: "a"), size: size)

        #expect(image.size == size)
        #expect(image[3, 1] == RGBColor(red: 77, green: 77, blue: 77))
        #expect(image.encoded == Data([77, 1]))
    }

    @Test("given a file the decoder refuses, when loaded, then the decoder's error is passed on and the repository forgets its copy")
    func passesDecoderErrorsOn() async throws {
        let size = try #require(PixelSize(width: 4, height: 2))
        let repository = BytesRepository(bytes: Data())
        let useCase = DefaultLoadPhotoImageUseCase(repository: repository, decoder: GreyDecoder())

        await #expect(throws: DomainError.invalidResponse("the image is empty")) {
            try await useCase.execute(.fixture(id: "a"), size: size)
        }
        #expect(repository.discardedIDs == ["a"])
    }

    @Test("given sizes outside 1…4096 on a side, when made, then none exists", arguments: [(0, 10), (10, 0), (-1, 5), (4_097, 1), (1, Int.max)])
    func refusesImpossibleSizes(width: Int, height: Int) {
        #expect(PixelSize(width: width, height: height) == nil)
    }
}
