public import Domain

/// One row of a photo list, with every text already formatted for display.
public struct PhotoListItem: Identifiable, Equatable, Sendable {
    /// The photo's identifier.
    public let id: PhotoID
    /// The photographer's name.
    public let authorName: String
    /// The description, or `nil` when the source has none.
    public let description: String?
    /// Original width in pixels.
    public let width: Int
    /// Original height in pixels.
    public let height: Int
    /// The size as "6000 × 4000".
    public let dimensionsText: String
    /// How many people liked the photo, when the source counts likes.
    public let likes: Int?
    /// The like count as "1.2k likes", or "—" when the source does not count likes.
    public let likesText: String
    /// The dominant colour as `#rrggbb`, when known.
    public let colorHex: String?
    /// The BlurHash placeholder, when known.
    public let blurHash: String?
    /// Whether the photo is one of the user's favourites (always `false` on a screen that shows no marks).
    public var isFavorite: Bool
    /// The domain value this row was made from, for actions on the row (favouriting, opening).
    public let photo: Photo

    /// Formats a photo for a list row.
    public init(_ photo: Photo, isFavorite: Bool = false) {
        self.photo = photo
        self.isFavorite = isFavorite
        id = photo.id
        authorName = photo.author.name
        description = photo.description
        width = photo.width
        height = photo.height
        dimensionsText = PhotoFormatting.dimensions(width: photo.width, height: photo.height)
        likes = photo.likes
        likesText = photo.likes.map(PhotoFormatting.likes) ?? PhotoFormatting.unknown
        colorHex = photo.color?.hex
        blurHash = photo.blurHash
    }
}
