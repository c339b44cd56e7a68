#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A photo the user marked as a favourite, with a snapshot of the photo so it shows offline.
public struct FavoritePhoto: Identifiable, Hashable, Sendable {
    /// The photo as it was when it was added.
    public let photo: Photo
    /// When the user added it.
    public let addedAt: Date

    /// The photo's id.
    public var id: PhotoID { photo.id }

    /// Creates a favourite.
    public init(photo: Photo, addedAt: Date) {
        self.photo = photo
        self.addedAt = addedAt
    }
}
