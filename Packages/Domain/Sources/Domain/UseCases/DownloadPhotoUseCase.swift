#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Downloads a photo's file, as the source's terms require (the source is told of the download first).
public protocol DownloadPhotoUseCase: Sendable {
    /// Saves `photo` in the rendition `size` as the file `destination`, the name the user gave, and returns
    /// it.
    func execute(
        _ photo: Photo,
        size: PhotoSize,
        to destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL

    /// Saves `photo` in the rendition `size` inside `directory` under the name photolist gives it
    /// (``DefaultDownloadPhotoUseCase/fileName(for:size:)``, `<id>.jpg`, or `<id>.small.jpg` for a smaller
    /// rendition, its extension that of the format the file turns out to be: `<id>.png` for a PNG) and
    /// returns the saved file's address.
    func execute(
        _ photo: Photo,
        size: PhotoSize,
        into directory: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL
}

extension DownloadPhotoUseCase {
    /// ``execute(_:size:into:progress:)`` of the full file.
    public func execute(
        _ photo: Photo,
        into directory: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        try await execute(photo, size: .full, into: directory, progress: progress)
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
    /// A failure of the file's host is thrown as ``DomainError/fileHost(_:)``, so it is never read as the
    /// API's (a 401 or 403 there is not about the access key).
    public func execute(
        _ photo: Photo,
        size: PhotoSize,
        to destination: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        try await save(photo, size: size, as: destination, namedByType: false, progress: progress)
    }

    /// Saves the file inside `directory` as ``fileName(for:size:)``, its extension that of the file's format;
    /// see ``execute(_:size:to:progress:)`` for the rest.
    public func execute(
        _ photo: Photo,
        size: PhotoSize,
        into directory: URL,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        let destination = directory.appendingPathComponent(Self.fileName(for: photo.id, size: size), isDirectory: false)
        return try await save(photo, size: size, as: destination, namedByType: true, progress: progress)
    }

    private func save(
        _ photo: Photo,
        size: PhotoSize,
        as destination: URL,
        namedByType: Bool,
        progress: @escaping @Sendable (DownloadProgress) -> Void
    ) async throws(DomainError) -> URL {
        // A destination it cannot be saved as is refused before the source hears of a download.
        try downloader.checkDestination(destination, namedByType: namedByType)
        let link = try await prepare.execute(photo)
        let source = switch size {
        case .full: link
        case .regular: photo.urls.regular
        case .small: photo.urls.small
        }
        do {
            return try await downloader.download(source, to: destination, namedByType: namedByType, progress: progress)
        } catch {
            throw error.fromFileHost(source)
        }
    }

    /// The longest name part kept from an id: file names stay far below every file system's limit.
    public static let maximumNameLength = 64

    /// "<id>.jpg" when the id is made only of letters, digits, `-` and `_` (as every Unsplash id is) and
    /// is at most ``maximumNameLength`` long. Any other id keeps those characters of its first
    /// ``maximumNameLength`` (the rest become `_`), followed by `.` and a hash of the whole id: so an id
    /// from a hostile source can never name a path outside the folder, and two different ids never share
    /// a file (`a/b` and `a_b`, or two ids in another script, each get their own name; no plain id
    /// contains a `.`). A rendition smaller than the full file says which before the extension
    /// (`<id>.small.jpg`, `<id>.regular.jpg`), so one size saved never stands in for another.
    public static func fileName(for id: PhotoID, size: PhotoSize = .full) -> String {
        stem(for: id) + (size == .full ? "" : "." + size.rawValue) + ".jpg"
    }

    /// The name's part that comes from the id (``fileName(for:size:)``).
    private static func stem(for id: PhotoID) -> String {
        let scalars = id.rawValue.unicodeScalars
        let isSafe: (Unicode.Scalar) -> Bool = { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        }
        let kept = scalars.prefix(maximumNameLength).map { isSafe($0) ? Character($0) : "_" }
        if !scalars.isEmpty, scalars.count <= maximumNameLength, scalars.allSatisfy(isSafe) {
            return String(kept)
        }
        return String(kept) + "." + hash(id.rawValue)
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as 16 hex digits: stable across runs and machines.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
