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

    /// The orientation filter after this one, in the order a key cycles through them: landscape, portrait,
    /// square, then none, then landscape again.
    public var nextOrientation: SearchFilters {
        SearchFilters(orientation: Self.next(after: orientation, in: [.landscape, .portrait, .squarish]), color: color)
    }

    /// The colour filter after this one, in `ColorFilter`'s order, then none, then the first again.
    public var nextColor: SearchFilters {
        SearchFilters(orientation: orientation, color: Self.next(after: color, in: ColorFilter.allCases))
    }

    /// The value after `current` in `values`, then none (`nil`), then the first again.
    private static func next<Value: Equatable>(after current: Value?, in values: [Value]) -> Value? {
        guard let current, let index = values.firstIndex(of: current) else { return values.first }
        return index + 1 < values.count ? values[index + 1] : nil
    }

    /// The query for `text` with these filters.
    func query(_ text: String) throws(DomainError) -> SearchQuery {
        try SearchQuery(text, orientation: orientation, color: color)
    }
}
