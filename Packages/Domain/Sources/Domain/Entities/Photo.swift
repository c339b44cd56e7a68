public import Foundation

/// A photo as the rest of the app knows it, whichever source it came from.
public struct Photo: Identifiable, Hashable, Sendable {
    /// The source's identifier for the photo.
    public let id: PhotoID
    /// Width of the original image in pixels.
    public let width: Int
    /// Height of the original image in pixels.
    public let height: Int
    /// The dominant colour, when the source reports one.
    public let color: RGBColor?
    /// A compact BlurHash placeholder, when the source reports one.
    public let blurHash: String?
    /// The photographer's description, or the source's generated alternative text.
    public let description: String?
    /// Who took the photo.
    public let author: Author
    /// Where the image can be fetched at several sizes.
    public let urls: PhotoURLs
    /// How many people liked the photo, when the source counts likes (Picsum does not).
    public let likes: Int?
    /// When the photo was published, when the source says.
    public let createdAt: Date?

    /// Creates a photo from already validated parts.
    public init(
        id: PhotoID,
        width: Int,
        height: Int,
        color: RGBColor?,
        blurHash: String?,
        description: String?,
        author: Author,
        urls: PhotoURLs,
        likes: Int?,
        createdAt: Date?
    ) {
        self.id = id
        self.width = width
        self.height = height
        self.color = color
        self.blurHash = blurHash
        self.description = description
        self.author = author
        self.urls = urls
        self.likes = likes
        self.createdAt = createdAt
    }
}
