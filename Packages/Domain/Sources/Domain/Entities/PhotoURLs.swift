#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The image of a photo at the sizes sources commonly offer, plus its public web page and download link.
///
/// The addresses are kept as text and parsed into `URL`s when asked for. A list holds thousands of photos
/// and uses a URL of one only when it draws or opens it; a parsed `URL` costs about twice the memory of its
/// text and a microsecond or more to make, so a photo that parsed all six up front made every page read
/// and every row pay for addresses nobody used.
public struct PhotoURLs: Hashable, Sendable {
    /// The original file, as large as the source serves it.
    public var full: URL { URLText.url(fullText) }
    /// About 1080 pixels wide.
    public var regular: URL { URLText.url(regularText) }
    /// About 400 pixels wide.
    public var small: URL { URLText.url(smallText) }
    /// About 200 pixels wide.
    public var thumb: URL { URLText.url(thumbText) }
    /// The photo's page on the source's website, when there is one: always an `http(s)` address.
    public var page: URL? { pageText.map(URLText.url) }
    /// The API address to call when the user downloads the photo (Unsplash's `download_location`), when the
    /// source asks to be told about downloads.
    public var downloadLocation: URL? { downloadLocationText.map(URLText.url) }

    /// ``full`` as text, the form a store keeps it in.
    public let fullText: String
    /// ``regular`` as text.
    public let regularText: String
    /// ``small`` as text.
    public let smallText: String
    /// ``thumb`` as text.
    public let thumbText: String
    /// ``page`` as text.
    public let pageText: String?
    /// ``downloadLocation`` as text.
    public let downloadLocationText: String?

    /// Creates the set of URLs for one photo.
    public init(full: URL, regular: URL, small: URL, thumb: URL, page: URL?, downloadLocation: URL? = nil) {
        fullText = full.absoluteString
        regularText = regular.absoluteString
        smallText = small.absoluteString
        thumbText = thumb.absoluteString
        pageText = page.flatMap(URLText.webPage)
        downloadLocationText = downloadLocation?.absoluteString
    }

    /// Creates the set of URLs for one photo from their texts (a source's JSON, a store's columns), without
    /// parsing the common ones: a plain `http(s)` address is checked by a scan that `URL(string:)` is known
    /// to accept; anything else goes through `URL(string:)` and is kept as the URL prints it.
    ///
    /// Returns `nil` when an image address is not a URL; a page or download address that is not one (or a
    /// page that is not `http(s)`) is left out, as a missing one would be.
    public init?(fullText: String, regularText: String, smallText: String, thumbText: String, pageText: String?, downloadLocationText: String? = nil) {
        guard let full = URLText.checked(fullText), let regular = URLText.checked(regularText),
              let small = URLText.checked(smallText), let thumb = URLText.checked(thumbText)
        else { return nil }
        self.fullText = full
        self.regularText = regular
        self.smallText = small
        self.thumbText = thumb
        self.pageText = pageText.flatMap(URLText.checkedWebPage)
        self.downloadLocationText = downloadLocationText.flatMap(URLText.checked)
    }
}
