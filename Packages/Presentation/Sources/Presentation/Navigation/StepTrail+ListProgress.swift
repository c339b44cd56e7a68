extension StepTrail {
    /// What a trail needs to know of its list besides the rows: whether more pages exist, whether one is
    /// loading, and the failure it shows. A view reads it from the list's state as it last drove it, which
    /// may lag the view model by a moment.
    public struct ListProgress: Equatable, Sendable {
        /// Whether the source has pages after the loaded rows.
        public var hasMore: Bool
        /// Whether a page is being loaded.
        public var isLoading: Bool
        /// The failure the list shows, or `nil`.
        public var failure: String?
        /// Whether asking for the next page again may load it (a failure retrying may fix).
        public var canRetry: Bool

        /// The progress of a list with these facts.
        public init(hasMore: Bool, isLoading: Bool = false, failure: String? = nil, canRetry: Bool = true) {
            self.hasMore = hasMore
            self.isLoading = isLoading
            self.failure = failure
            self.canRetry = canRetry
        }

        /// The progress `list` shows.
        public init(_ list: PhotoListState) {
            let failed = list.errorMessage != nil
            self.init(hasMore: list.hasMore, isLoading: list.isLoading, failure: list.errorMessage, canRetry: !failed || list.canLoadMore)
        }

        /// A list whose rows are all loaded (the favourites).
        public static let complete = ListProgress(hasMore: false)
    }
}
