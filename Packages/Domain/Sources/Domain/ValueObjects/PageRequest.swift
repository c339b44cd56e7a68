/// A validated request for one page of a listing: a page number in 1…1,000,000 and 1…30 items per page.
///
/// Construction is the only validation point, so every layer below can trust the numbers it receives
/// (the upper bound keeps every page and offset computation far from integer overflow).
public struct PageRequest: Hashable, Sendable {
    /// How many photos a page holds when the caller does not say.
    public static let defaultPerPage = 30
    /// The most photos one page may hold (Unsplash's own cap).
    public static let perPageRange = 1...30
    /// The highest page number a request may name.
    public static let maximumPage = 1_000_000

    /// Page 1 with the default page size.
    public static let first = PageRequest(uncheckedPage: 1, perPage: defaultPerPage)

    /// The 1-based page number.
    public let page: Int
    /// How many photos the page holds at most.
    public let perPage: Int

    /// Validates and creates a request.
    /// - Throws: ``DomainError/invalidRequest(_:)`` naming the offending value.
    public init(page: Int = 1, perPage: Int = PageRequest.defaultPerPage) throws(DomainError) {
        guard page >= 1 else {
            throw .invalidRequest("page must be at least 1 (got \(page))")
        }
        guard page <= Self.maximumPage else {
            throw .invalidRequest("page must be at most \(Self.maximumPage) (got \(page))")
        }
        guard Self.perPageRange.contains(perPage) else {
            throw .invalidRequest(
                "per-page must be between \(Self.perPageRange.lowerBound) and \(Self.perPageRange.upperBound) (got \(perPage))"
            )
        }
        self.page = page
        self.perPage = perPage
    }

    /// The request for the page after this one, with the same page size; `nil` after ``maximumPage``.
    public var next: PageRequest? {
        page < Self.maximumPage ? PageRequest(uncheckedPage: page + 1, perPage: perPage) : nil
    }

    private init(uncheckedPage page: Int, perPage: Int) {
        self.page = page
        self.perPage = perPage
    }
}
