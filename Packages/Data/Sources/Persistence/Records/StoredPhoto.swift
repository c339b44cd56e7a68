import Domain
import Foundation

/// The snapshot of a photo the cache keeps: every field of ``Photo`` in a stable, versionable JSON shape.
struct StoredPhoto: Codable, Sendable {
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

    init(_ photo: Photo) {
        id = photo.id
        width = photo.width
        height = photo.height
        color = photo.color?.hex
        blurHash = photo.blurHash
        description = photo.description
        authorUsername = photo.author.username
        authorName = photo.author.name
        authorProfileURL = photo.author.profileURL
        fullURL = photo.urls.full
        regularURL = photo.urls.regular
        smallURL = photo.urls.small
        thumbURL = photo.urls.thumb
        pageURL = photo.urls.page
        downloadLocation = photo.urls.downloadLocation
        likes = photo.likes
        createdAt = photo.createdAt
    }

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
