public import Domain

/// One row of a photo list, with every text already formatted for display.
///
/// The formatted fields live in one shared immutable box, so copying a row (a list of 10,000 rows is
/// copied whenever its state changes) costs one reference count instead of one per string and URL.
public struct PhotoListItem: Identifiable, Equatable, Sendable {
    /// The photo's identifier.
    public var id: PhotoID { row.photo.id }
    /// The photographer's name.
    public var authorName: String { row.photo.author.name }
    /// What the row says of the photo: its description, else its alternative text (`Photo.caption`).
    public var caption: String? { row.photo.caption }
    /// The marks a row carries before its caption: "Sponsored · Surface", "Unsplash+" (empty for most).
    public var labels: [String] { row.labels }
    /// The labels and the caption as one line: "Sponsored · Surface — Walking in the rain"; the caption
    /// alone for an ordinary photo; `nil` when there is neither.
    public var labelledCaption: String? { row.labelledCaption }
    /// Original width in pixels.
    public var width: Int { row.photo.width }
    /// Original height in pixels.
    public var height: Int { row.photo.height }
    /// The size as "6000 × 4000".
    public var dimensionsText: String { row.dimensionsText }
    /// How many people liked the photo, when the source counts likes.
    public var likes: Int? { row.photo.likes }
    /// The like count as "1.2k likes", or "—" when the source does not count likes.
    public var likesText: String { row.likesText }
    /// The dominant colour as `#rrggbb`, when known.
    public var colorHex: String? { row.colorHex }
    /// The BlurHash placeholder, when known.
    public var blurHash: String? { row.photo.blurHash }
    /// Whether the photo is one of the user's favourites (always `false` on a screen that shows no marks).
    public var isFavorite: Bool
    /// The domain value this row was made from, for actions on the row (favouriting, opening).
    public var photo: Photo { row.photo }

    private let row: FormattedRow

    /// Formats a photo for a list row.
    public init(_ photo: Photo, isFavorite: Bool = false) {
        row = FormattedRow(photo)
        self.isFavorite = isFavorite
    }

    /// Rows are equal when they show the same photo with the same favourite mark.
    public static func == (lhs: PhotoListItem, rhs: PhotoListItem) -> Bool {
        lhs.isFavorite == rhs.isFavorite && (lhs.row === rhs.row || lhs.row.photo == rhs.row.photo)
    }
}

/// The immutable part of a ``PhotoListItem``: the photo and the texts formatted from it once.
private final class FormattedRow: Sendable {
    let photo: Photo
    let dimensionsText: String
    let likesText: String
    let colorHex: String?
    let labels: [String]
    let labelledCaption: String?

    init(_ photo: Photo) {
        dimensionsText = PhotoFormatting.dimensions(width: photo.width, height: photo.height)
        likesText = photo.likes.map(PhotoFormatting.likes) ?? PhotoFormatting.unknown
        colorHex = photo.color?.hex
        labels = PhotoFormatting.labels(of: photo)
        labelledCaption = labels.isEmpty ? photo.caption : ([labels.joined(separator: " · ")] + (photo.caption.map { [$0] } ?? [])).joined(separator: " — ")
        // Stored last, so the photo moves in rather than being copied and the argument released.
        self.photo = photo
    }
}
