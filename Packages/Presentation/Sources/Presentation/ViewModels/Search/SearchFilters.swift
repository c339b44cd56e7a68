public import Domain

/// The filters a search runs with: the photos' shape and dominant colour (`nil`: any).
public struct SearchFilters: Equatable, Sendable {
    /// Only photos of this shape, when set.
    public var orientation: Orientation?
    /// Only photos dominated by this colour, when set.
    public var color: ColorFilter?

    /// No filter.
    public static let none = SearchFilters()

    /// Filters on `orientation` and `color`.
    public init(orientation: Orientation? = nil, color: ColorFilter? = nil) {
        self.orientation = orientation
        self.color = color
    }

    /// The query for `text` with these filters.
    func query(_ text: String) throws(DomainError) -> SearchQuery {
        try SearchQuery(text, orientation: orientation, color: color)
    }
}
