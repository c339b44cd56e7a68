#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The port that fetches a photo's encoded image at a size. Implemented in the Data layer, which knows how
/// each source is asked for a size (and may keep copies on disk).
public protocol PhotoImageRepository: Sendable {
    /// The encoded image (a JPEG) of `photo`, asked of the source at `size`, cropped to fill it. The source
    /// may send another size; decoding fits what arrives.
    /// - Throws: the connectivity and status errors of any fetch, ``DomainError/invalidResponse(_:)`` for an
    ///   answer that is not an image, ``DomainError/invalidRequest(_:)`` for an address refused before
    ///   anything was sent (saying why), ``DomainError/cancelled``.
    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data

    /// Forgets any copy kept of `photo`'s image at `size`: it turned out unusable (it would not decode),
    /// so the next request must ask the source again instead of failing from the copy for ever.
    func discardImage(of photo: Photo, size: PixelSize) async
}

extension PhotoImageRepository {
    /// A repository that keeps no copies has nothing to forget.
    public func discardImage(of photo: Photo, size: PixelSize) async {}
}
