/// Which rendition of a photo to save.
public enum PhotoSize: String, CaseIterable, Hashable, Sendable {
    /// About 400 pixels wide.
    case small
    /// About 1080 pixels wide.
    case regular
    /// The original file, as large as the source serves it.
    case full
}
