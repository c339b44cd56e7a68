import Domain
import Logging

/// Turns the decoded items of a page into photos, dropping the items that were malformed or cannot be a
/// valid ``Photo``, and says at debug level how many were dropped (so a server that sends bad items is
/// visible with `--verbose` without costing the page).
enum PageItems {
    static let logger = Logger(label: "photolist.data")

    /// The valid photos among `items`, in order.
    static func photos<Item>(
        from items: [LossyElement<Item>],
        source: String,
        page: Int,
        logger: Logger = PageItems.logger,
        _ transform: (Item) -> Photo?
    ) -> [Photo] {
        let photos = items.compactMap { $0.value.flatMap(transform) }
        if photos.count < items.count {
            logger.debug("dropped \(items.count - photos.count) of \(items.count) items on \(source) page \(page): malformed or without a valid id and image URLs")
        }
        return photos
    }
}
