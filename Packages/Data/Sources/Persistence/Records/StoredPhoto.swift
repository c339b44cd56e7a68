import Domain
import Foundation

/// The JSON snapshot of a photo that releases before the columnar schema stored (every field of ``Photo``):
/// read only to convert such files (``SnapshotConversion``) and favourites kept unconverted.
struct StoredPhoto: Decodable, Sendable {
    let id: PhotoID
    let width: Int
    let height: Int
    let color: String?
    let blurHash: String?
    let description: String?
    let authorUsername: String
    let authorName: String
    let authorProfileURL: URL?
    let fullURL: URL
    let regularURL: URL
    let smallURL: URL
    let thumbURL: URL
    let pageURL: URL?
    let downloadLocation: URL?
    let likes: Int?
    let createdAt: Date?

    var photo: Photo {
        Photo(
            id: id,
            width: width,
            height: height,
            color: color.flatMap(RGBColor.init(hex:)),
            blurHash: blurHash,
            description: description,
            author: Author(username: authorUsername, name: authorName, profileURL: authorProfileURL),
            urls: PhotoURLs(full: fullURL, regular: regularURL, small: smallURL, thumb: thumbURL, page: pageURL, downloadLocation: downloadLocation),
            likes: likes,
            createdAt: createdAt
        )
    }
}
