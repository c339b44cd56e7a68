/// Loads a photo's picture at a size: fetched small from the source, decoded off the caller's actor.
public protocol LoadPhotoImageUseCase: Sendable {
    /// The picture of `photo` for a view `size` pixels large.
    func execute(_ photo: Photo, size: PixelSize) async throws(DomainError) -> PhotoImage
}

/// The standard ``LoadPhotoImageUseCase``: asks the repository for the encoded image, then the decoder.
public struct DefaultLoadPhotoImageUseCase: LoadPhotoImageUseCase {
    private let repository: any PhotoImageRepository
    private let decoder: any ImageDecoder

    /// Creates the use case over a repository and a decoder.
    public init(repository: any PhotoImageRepository, decoder: any ImageDecoder) {
        self.repository = repository
        self.decoder = decoder
    }

    /// Fetches and decodes, always off the caller's actor (a view model on the main actor never waits
    /// for a decode); a task cancelled between the two decodes nothing. A file that does not decode is
    /// discarded from the repository's copies, so a source that fixes it is asked again.
    @concurrent public func execute(_ photo: Photo, size: PixelSize) async throws(DomainError) -> PhotoImage {
        let data = try await repository.imageData(of: photo, size: size)
        if Task.isCancelled { throw .cancelled }
        do throws(DomainError) {
            return try decoder.decode(data, atLeast: size)
        } catch {
            await repository.discardImage(of: photo, size: size)
            throw error
        }
    }
}
