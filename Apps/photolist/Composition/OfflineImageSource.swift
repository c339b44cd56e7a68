import Domain
import Foundation

/// The picture source when offline: nothing is fetched, so only pictures already on disk show.
struct OfflineImageSource: PhotoImageRepository {
    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        throw .notCached
    }
}
