import Domain
import Presentation

/// The server's route for photos' pictures: `/s/{session}/image?id={photo}&size={thumbnail|large}`. The page
/// asks this server, which fetches from the source (or the disk cache) only photos its session has shown,
/// so no source address or key ever reaches the page, and offline the cached pictures still show.
enum ImageRoute {
    /// The two sizes the page shows.
    enum Size: String, Sendable {
        /// A grid card's picture.
        case thumbnail
        /// The detail's picture.
        case large

        /// The width asked of the source; the height follows the photo's shape.
        var width: Int {
            switch self {
            case .thumbnail: 480
            case .large: 1600
            }
        }

        /// The pixel size to ask for `photo`: this width, and the height of the photo's shape (bounded, so a
        /// hostile size cannot ask for a strip or a tower).
        func pixelSize(for photo: Photo) -> PixelSize? {
            let height = Double(width) / ImageRoute.aspectRatio(of: photo)
            return PixelSize(width: width, height: max(1, Int(height.rounded())))
        }
    }

    /// Width over height to lay `photo` out and ask its picture at: its shape, kept between 1:4 and 4:1 so a
    /// hostile size cannot make a strip or a tower of the grid.
    static func aspectRatio(of photo: Photo) -> Double {
        min(max(photo.displayAspectRatio, 0.25), 4)
    }

    /// The path of `id`'s picture at `size`, for `session`, escaped for a URL and an attribute.
    static func path(session: String, id: PhotoID, size: Size) -> String {
        HTML.escapeWhole(address(session: session, id: id, size: size))
    }

    /// The same path as the page reads it back from the attribute: what the "picture" event names.
    static func address(session: String, id: PhotoID, size: Size) -> String {
        "/s/\(session)/image?id=\(HTML.queryComponent(id.rawValue))&size=\(size.rawValue)"
    }
}
