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

    /// The cached file, or the source's (then stored). When the source cannot answer (offline, or a
    /// `SourceOutage`), the largest whole picture kept of the same photo at another size, drawn from as
    /// well (scaled), rather than no picture at all.
    public func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        let (key, group) = (key(photo, size), group(photo, size))
        if let cached = cache.read(key, group: group.name) { return cached }
        let data: Data
        do {
            data = try await source.imageData(of: photo, size: size)
        } catch {
            guard Self.cannotAnswer(error), group.isWhole, let kept = cache.readLargest(inGroup: group.name) else { throw error }
            return kept
        }
        if PhotoImage.looksLikeJPEG(data) { cache.store(data, as: key, group: group.name) }
        return data
    }

    /// Removes the cached file (it would not decode); see `PhotoImageRepository/discardImage(of:size:)`.
    /// With no file of this size kept, the picture was a stand-in of another size, and that goes.
    public func discardImage(of photo: Photo, size: PixelSize) async {
        let (key, group) = (key(photo, size), group(photo, size))
        if group.isWhole, !cache.contains(key, group: group.name) { cache.removeLargest(inGroup: group.name) }
        cache.remove(key, group: group.name)
        await source.discardImage(of: photo, size: size)
    }

    private func key(_ photo: Photo, _ size: PixelSize) -> String {
        "\(photo.id.rawValue) \(size.width)x\(size.height) \(namespace)"
    }

    /// Whether `error` says the source cannot answer now with a picture to show (offline, a `SourceOutage`:
    /// not reachable, failing, rate limiting; or a picture larger than photolist reads), rather than that it
    /// refused or does not have it: only then does a picture kept at another size stand in. An oversized
    /// answer is no outage for a page (an old page would hide a change in what the source sends), but a
    /// smaller picture of the same photo hides nothing.
    private static func cannotAnswer(_ error: DomainError) -> Bool {
        error == .notCached || error == .connectivity(.responseTooLarge) || SourceOutage(error) != nil
    }

    /// The group a picture of `size` is kept in: the photo's whole pictures (its own proportions) share
    /// one, so one can stand in for another; a crop (a list row's thumbnail) is in a group of its own.
    private func group(_ photo: Photo, _ size: PixelSize) -> (name: String, isWhole: Bool) {
        let whole = size.hasProportions(ofWidth: Double(photo.width), height: Double(photo.height))
        return ("\(photo.id.rawValue) \(namespace) " + (whole ? "whole" : "\(size.width)x\(size.height)"), whole)
    }
}
