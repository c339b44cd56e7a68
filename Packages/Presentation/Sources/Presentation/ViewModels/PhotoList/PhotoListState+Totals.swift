extension PhotoListState {
    /// "page 2 of 334" when the source says how many pages there are, "page 2" otherwise, "no page" before
    /// the first.
    public var pageText: String {
        guard let page else { return "no page" }
        return "page \(page)" + (totalPages.map { " of \(PhotoFormatting.fullCount($0))" } ?? "")
    }

    /// "10,005 photos in all" when the source says how many the listing holds (a search's total).
    public var totalText: String? {
        total.map { "\(PhotoFormatting.fullCount($0)) photo\($0 == 1 ? "" : "s") in all" }
    }
}
