public import Foundation

/// The image of a photo at the sizes sources commonly offer, plus its public web page and download link.
public struct PhotoURLs: Hashable, Sendable {
    /// The original file, as large as the source serves it.
    public let full: URL
    /// About 1080 pixels wide.
    public let regular: URL
    /// About 400 pixels wide.
    public let small: URL
    /// About 200 pixels wide.
    public let thumb: URL
    /// The photo's page on the source's website, when there is one.
    public let page: URL?
    /// The API address to call when the user downloads the photo (Unsplash's `download_location`), when the
    /// source asks to be told about downloads.
    public let downloadLocation: URL?

    /// Creates the set of URLs for one photo.
    public init(full: URL, regular: URL, small: URL, thumb: URL, page: URL?, downloadLocation: URL? = nil) {
        self.full = full
        self.regular = regular
        self.small = small
        self.thumb = thumb
        self.page = page
        self.downloadLocation = downloadLocation
    }
}
