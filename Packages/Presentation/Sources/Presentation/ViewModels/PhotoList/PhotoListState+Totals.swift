import Domain

extension PhotoListState {
    /// Whether the source said the listing holds nothing at all (a search that matched no photo: no pages),
    /// which ``pageText`` then says, so nothing else need say that the results ended.
    public var hasNoResults: Bool {
        totalPages == 0
    }

    /// "page 2 of 334" when the source says how many pages there are, "page 2" otherwise, "no page" before
    /// the first; a page asked past the last says so ("page 1,000 of 21" read as a count that was not).
    public var pageText: String {
        guard let page else { return "no page" }
        let number = PhotoFormatting.page(page)
        guard let totalPages else { return number }
        if hasNoResults { return number + ", no results" }
        if page > totalPages { return number + ", past the last (\(PhotoFormatting.fullCount(totalPages)))" }
        return number + " of \(PhotoFormatting.fullCount(totalPages))"
    }

    /// "10,005 photos in all" when the source says how many the listing holds (`X-Total`, a search's
    /// total); `nil` when it does not, or when ``pageText`` already says the listing has no results.
    public var totalText: String? {
        guard let total, !(total == 0 && hasNoResults) else { return nil }
        return "\(PhotoFormatting.fullCount(total)) photo\(total == 1 ? "" : "s") in all"
    }

    /// What a view says where the list ends: `ending`, its own words ("end of catalog"), at the source's
    /// last page; ``cutShortText`` when the source cut the list short; `nil` while more pages may follow,
    /// or when ``pageText`` already says the listing has no results.
    public func endText(_ ending: String) -> String? {
        switch end {
        case .continues: nil
        case .last: hasNoResults ? nil : (sponsoredNote.map { $0 + ", " + ending } ?? ending)
        case .cutShort: cutShortText
        }
    }

    /// Whether every photo of the listing is listed: the source's last page came, and nothing is loading
    /// (a view may say "all"); not when the source cut the list short.
    public var isComplete: Bool {
        end == .last && !isLoading
    }

    /// What a list with no photos says: ``cutShortText`` when the source cut it short (its first page came
    /// empty although the source counts photos in it), that its pages held only sponsored photos when they
    /// were all left out (``onlySponsoredPages``, also offline, where the next page may not be kept), else
    /// `otherwise`, the view's own words.
    public func emptyText(_ otherwise: String) -> String {
        (cutShortText ?? sponsoredNote).map { PhotoFormatting.capitalizedFirst($0) + "." } ?? otherwise
    }

    /// "pages 3–4 held only sponsored photos, left out as asked" when the newest answer's pages held
    /// nothing else (``onlySponsoredPages``) and nothing loads; `nil` otherwise. ``endText(_:)``,
    /// ``emptyText(_:)`` and ``cutShortText`` say it with their own endings; a view that marks the end in a
    /// word of its own (the web view's "(all)") shows it beside that word.
    public var sponsoredNote: String? {
        isLoading ? nil : onlySponsoredPages.map(PhotoFormatting.onlySponsored)
    }

    /// "page 3 added no new photos, so the list stops here" when the source's newest page added nothing
    /// although the source said more follow (an empty page of a listing it counts 10,000 photos in, or a
    /// page repeating earlier ones), or "pages 2–5 held only sponsored photos, left out as asked, so the
    /// list stops here" when what it held was left out (``onlySponsoredPages``); `nil` otherwise, and while
    /// a page loads (a refresh may undo it). A view says it where it would say the list ended, so a count
    /// of pages still to come and "end of the results" never stand side by side unexplained.
    public var cutShortText: String? {
        guard isCutShort, !isLoading, let page else { return nil }
        if let pages = onlySponsoredPages { return PhotoFormatting.onlySponsored(pages) + ", so the list stops here" }
        return PhotoFormatting.cutShort(atPage: page, listedNothing: items.isEmpty)
    }
}
