/// The items of one page: a JSON array of at most ``PlausibleRange/itemsPerPage`` elements, decoded one
/// element at a time. A malformed element is counted and dropped on the spot, never kept, so what a page
/// costs in memory follows its valid items, not the size of the array a server sends.
struct BoundedItems<Item: Decodable>: Decodable {
    /// The well-formed items, in order.
    let items: [Item]
    /// How many elements the array held, malformed ones included.
    let count: Int

    /// Items read some other way (``UnsplashPhotoListReader``): `items`, of `count` elements in all.
    init(items: [Item], count: Int) {
        self.items = items
        self.count = count
    }

    /// Decodes the array, throwing ``ItemLimitExceeded`` as soon as it holds one element too many.
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let limit = PlausibleRange.itemsPerPage
        if let declared = container.count, declared > limit {
            throw ItemLimitExceeded(limit: limit)
        }
        var items: [Item] = []
        var count = 0
        while !container.isAtEnd {
            guard count < limit else { throw ItemLimitExceeded(limit: limit) }
            // LossyElement always succeeds, so the container moves past a malformed element too.
            if let item = try container.decode(LossyElement<Item>.self).value {
                items.append(item)
            }
            count += 1
        }
        self.items = items
        self.count = count
    }
}

extension BoundedItems: Sendable where Item: Sendable {}
extension BoundedItems: Equatable where Item: Equatable {}
