#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

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
    /// The photographer's own description, when they wrote one.
    public let description: String?
    /// The source's generated alternative text (Unsplash's `alt_description`), when it has one.
    public let altDescription: String?
    /// Who took the photo.
    public let author: Author
    /// Where the image can be fetched at several sizes.
    public let urls: PhotoURLs
    /// How many people liked the photo, when the source counts likes (Picsum does not).
    public let likes: Int?
    /// When the photo was published, when the source says.
    public let createdAt: Date?
    /// The brand that paid to place the photo in a list, when it is an advertisement.
    public let sponsorship: Sponsorship?
    /// Whether the photo is an Unsplash+ photo, whose licence requires a subscription.
    public let isPlus: Bool

    /// What a list or a title shows for the photo: the photographer's description, else the alternative
    /// text, else `nil`.
    public var caption: String? { description ?? altDescription }

    /// Whether PhotoList may download the full-size file: not an Unsplash+ photo's (for subscribers; it signs
    /// in no one). The download use case refuses by it; views offer a download only where it holds.
    public var isDownloadable: Bool { !isPlus }

    /// Creates a photo from already validated parts. The facts only some sources send (alternative text,
    /// sponsorship, Unsplash+) default to absent.
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
        createdAt: Date?,
        altDescription: String? = nil,
        sponsorship: Sponsorship? = nil,
        isPlus: Bool = false
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
        self.altDescription = altDescription
        self.sponsorship = sponsorship
        self.isPlus = isPlus
    }
}
