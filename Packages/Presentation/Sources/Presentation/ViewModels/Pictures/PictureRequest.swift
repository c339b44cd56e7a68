public import Domain

/// A picture a view wants on screen: which photo, at how many pixels.
public struct PictureRequest: Hashable, Sendable {
    /// The photo.
    public let photo: Photo
    /// The pixels the view draws it in.
    public let size: PixelSize

    /// A request for `photo` at `size`.
    public init(photo: Photo, size: PixelSize) {
        self.photo = photo
        self.size = size
    }

    /// What the picture is known by: the photo's identity and the size.
    public var key: PictureKey { PictureKey(id: photo.id, size: size) }
}

/// A picture's identity: a photo at a size (the same photo in a list row and a detail are two pictures).
public struct PictureKey: Hashable, Sendable {
    /// The photo.
    public let id: PhotoID
    /// The size.
    public let size: PixelSize

    /// The key of photo `id` at `size`.
    public init(id: PhotoID, size: PixelSize) {
        self.id = id
        self.size = size
    }
}
