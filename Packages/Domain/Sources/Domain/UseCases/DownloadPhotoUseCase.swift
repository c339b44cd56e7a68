public import Foundation

/// Downloads a photo's file, as the source's terms require (the source is told of the download first).
public protocol DownloadPhotoUseCase: Sendable {
    /// Saves `photo` in the rendition `size` as the file `destination` and returns it.
    func execute(
        _ photo: Photo,
        size: PhotoSize,
        to destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL
}

extension DownloadPhotoUseCase {
    /// Saves `photo` in the rendition `size` as `<id>.jpg` inside `directory` (see
    /// ``DefaultDownloadPhotoUseCase/fileName(for:)``) and returns the saved file's address.
    public func execute(
        _ photo: Photo,
        size: PhotoSize = .full,
        into directory: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        let destination = directory.appendingPathComponent(DefaultDownloadPhotoUseCase.fileName(for: photo.id), isDirectory: false)
        return try await execute(photo, size: size, to: destination, progress: progress)
    }
}

/// The standard ``DownloadPhotoUseCase``: asks the repository for the link, then the downloader for the file.
public struct DefaultDownloadPhotoUseCase: DownloadPhotoUseCase {
    private let prepare: any PrepareDownloadUseCase
    private let downloader: any PhotoDownloader

    /// Creates the use case over the photo source and the downloader.
    public init(repository: any PhotoRepository, downloader: any PhotoDownloader) {
        prepare = DefaultPrepareDownloadUseCase(repository: repository)
        self.downloader = downloader
    }

    /// Registers the download (for every size: the source counts downloads, not renditions), then saves the
    /// full file from the link the source returned, or the smaller rendition from the photo's addresses.
    public func execute(
        _ photo: Photo,
        size: PhotoSize,
        to destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        let link = try await prepare.execute(photo)
        let source = switch size {
        case .full: link
        case .regular: photo.urls.regular
        case .small: photo.urls.small
        }
        try await downloader.download(source, to: destination, progress: progress)
        return destination
    }

    /// "<id>.jpg", with any character other than letters, digits, `-` and `_` replaced by `_`, so an id
    /// from a hostile source can never name a path outside the folder.
    public static func fileName(for id: PhotoID) -> String {
        let safe = id.rawValue.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        }
        return String(safe.isEmpty ? ["_"] : safe) + ".jpg"
    }
}
