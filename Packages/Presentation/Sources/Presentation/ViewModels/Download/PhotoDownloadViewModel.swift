public import Domain
public import Foundation
public import Reactive

/// Downloads photos picked from a list (the list and search screens' download key), one at a time, and
/// reports progress for a status line. The detail screen downloads through its own view model.
@MainActor
public final class PhotoDownloadViewModel: ViewModelType {
    /// Where files are saved.
    public enum Destination: Equatable, Sendable {
        /// Into this folder, as `<id>.jpg`.
        case folder(URL)
        /// As exactly this file.
        case file(URL)
    }

    /// What the view sends.
    public struct Input: Sendable {
        /// The user asked to download this photo (ignored while another download is under way).
        public let download: PublishRelay<Photo>

        /// Creates the input relay.
        public init(download: PublishRelay<Photo> = .init()) {
            self.download = download
        }
    }

    /// What the view renders.
    public struct Output: Sendable {
        /// Where the current (or last) download is.
        public let state: Driver<DownloadState>
    }

    private let useCase: any DownloadPhotoUseCase
    private let size: PhotoSize
    private let destination: Destination
    private let state = CurrentValueRelay(DownloadState.idle)
    private let lifetime = Lifetime()

    /// Creates the view model.
    /// - Parameters:
    ///   - download: the use case that registers and saves the file.
    ///   - size: the rendition to save.
    ///   - destination: where files are saved.
    public init(download: any DownloadPhotoUseCase, size: PhotoSize = .full, destination: Destination) {
        useCase = download
        self.size = size
        self.destination = destination
    }

    /// Subscribes to the input and returns the output. Call once.
    public func transform(input: Input) -> Output {
        lifetime.observe(input.download.values) { [weak self] photo in
            guard let self else { return }
            useCase.start(photo, size: size, to: destination, publishingTo: state, in: lifetime)
        }
        return Output(state: Driver(state))
    }
}
