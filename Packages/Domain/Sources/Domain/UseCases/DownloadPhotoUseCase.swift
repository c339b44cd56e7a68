public import Foundation

/// Downloads a photo's full-size file into a folder, as the source's terms require (the source is told of
/// the download first).
public protocol DownloadPhotoUseCase: Sendable {
    /// Saves `photo` into `directory` and returns the saved file's address.
    func execute(
        _ photo: Photo,
        into directory: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL
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

    /// Registers the download, then saves the file as `<id>.jpg` in `directory`.
    public func execute(
        _ photo: Photo,
        into directory: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        let link = try await prepare.execute(photo)
        let destination = directory.appendingPathComponent(Self.fileName(for: photo.id), isDirectory: false)
        try await downloader.download(link, to: destination, progress: progress)
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
