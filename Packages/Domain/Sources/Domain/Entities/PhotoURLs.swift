public import Foundation

/// The image of a photo at the sizes sources commonly offer, plus its public web page.
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

    /// Creates the set of URLs for one photo.
    public init(full: URL, regular: URL, small: URL, thumb: URL, page: URL?) {
        self.full = full
        self.regular = regular
        self.small = small
        self.thumb = thumb
        self.page = page
    }
}
