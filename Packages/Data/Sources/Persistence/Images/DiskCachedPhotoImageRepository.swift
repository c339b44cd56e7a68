public import Domain
public import Foundation

/// Keeps the images another repository fetches in an ``ImageFileCache``, so a photo seen once shows at
/// once next time, offline too. Only files that look like images are kept, so a proxy's error page never
/// stands in for a photo.
public struct DiskCachedPhotoImageRepository: PhotoImageRepository {
    private let source: any PhotoImageRepository
    private let cache: ImageFileCache
    private let namespace: String

    /// Caches what `source` fetches in `cache`; `namespace` names the source (its address), so two sources
    /// with the same photo ids never share a file.
    public init(wrapping source: any PhotoImageRepository, cache: ImageFileCache, namespace: String) {
        self.source = source
        self.cache = cache
        self.namespace = namespace
    }

    /// The cached file, or the source's (then stored).
    public func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        let key = key(photo, size)
        if let cached = cache.read(key) { return cached }
        let data = try await source.imageData(of: photo, size: size)
        if PhotoImage.looksLikeJPEG(data) { cache.store(data, as: key) }
        return data
    }

    /// Removes the cached file (it would not decode); see `PhotoImageRepository/discardImage(of:size:)`.
    public func discardImage(of photo: Photo, size: PixelSize) async {
        cache.remove(key(photo, size))
        await source.discardImage(of: photo, size: size)
    }

    private func key(_ photo: Photo, _ size: PixelSize) -> String {
        "\(photo.id.rawValue) \(size.width)x\(size.height) \(namespace)"
    }
}
