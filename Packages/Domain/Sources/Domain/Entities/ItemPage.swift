/// One page of a listing of things other than photos (topics, collections).
public struct ItemPage<Item: Hashable & Sendable>: Hashable, Sendable {
    /// The items, in the source's order.
    public let items: [Item]
    /// The 1-based number of this page.
    public let page: Int
    /// Whether the source has a page after this one.
    public let hasNextPage: Bool
    /// The source's remaining request quota, when its answer reported it.
    public let rateLimit: RateLimitStatus?

    /// Creates a page.
    public init(items: [Item], page: Int, hasNextPage: Bool, rateLimit: RateLimitStatus? = nil) {
        self.items = items
        self.page = page
        self.hasNextPage = hasNextPage
        self.rateLimit = rateLimit
    }

    /// The same page with each item once: the first of any items that share `key` (a slug names a topic on
    /// the command line, so two with one slug could not both be opened).
    public func keepingFirst<Key: Hashable>(by key: (Item) -> Key) -> ItemPage {
        var seen = Set<Key>()
        return ItemPage(items: items.filter { seen.insert(key($0)).inserted }, page: page, hasNextPage: hasNextPage, rateLimit: rateLimit)
    }
}
