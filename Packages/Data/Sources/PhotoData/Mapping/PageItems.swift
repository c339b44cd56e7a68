import Domain
import Logging

/// Turns the decoded items of a page into photos, dropping the items that were malformed or cannot be a
/// valid ``Photo``, or whose id no one could type back (`TypableIdentifier`: a listed id is what the
/// commands take), and says at debug level how many were dropped (so a server that sends bad items is
/// visible with `--verbose` without costing the page). A photo fetched by an id already held is not
/// listed, so its detail takes any valid `PhotoID`.
enum PageItems {
    static let logger = Logger(label: "photolist.data")

    /// The valid photos among `items`, in order.
    /// - Throws: `DomainError/invalidResponse(_:)` when the page had items but none is a valid photo: such a
    ///   page is not a page of photos, and must not read as an empty page with more to come.
    static func photos<Item>(
        from items: BoundedItems<Item>,
        what: String,
        source: String,
        page: Int,
        logger: Logger = PageItems.logger,
        _ transform: (Item) -> Photo?
    ) throws(DomainError) -> [Photo] {
        let photos = items.items.compactMap { item in transform(item).flatMap { TypableIdentifier.allows($0.id.rawValue) ? $0 : nil } }
        if items.count > 0, photos.isEmpty {
            throw .invalidResponse(
                items.count == 1 ? "\(what) holds one item, and it is not a valid photo" : "\(what) has no valid photo among its \(items.count) items"
            )
        }
        if photos.count < items.count {
            logger.debug("dropped \(items.count - photos.count) of \(items.count) items on \(source) page \(page): malformed, without a valid id and image URLs, with an id no one could type back, or with an impossible size or like count")
        }
        return photos
    }
}
