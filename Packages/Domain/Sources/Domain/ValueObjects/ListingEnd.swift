/// Whether a paged listing goes on after a page, and if not, why: the one rule by which every reader of
/// pages (the lists a user browses, `sync`) decides to ask for the next page or stop.
public enum ListingEnd: Hashable, Sendable {
    /// More pages follow: the next may be asked for.
    case continues
    /// The source says this page is the last, or no page number may follow it.
    case last
    /// The source says more pages follow, but this page added no item not already listed. The listing
    /// stops all the same: a source that repeats itself, or sends empty pages, would otherwise be asked for
    /// pages for ever, spending its quota. A reader says so rather than that the listing ended.
    case cutShort

    /// How a listing stands after a page that added `newItems` items not listed before, when the source
    /// says `sourceHasNext` and `next` is the request that would follow (`nil` past the last page number).
    /// A page from the offline copy that adds nothing does not end it: that is an old page of a listing
    /// that has moved on since, so the next page is asked for all the same (its number grows, so no page
    /// is asked twice).
    public init(sourceHasNext: Bool, newItems: Int, next: PageRequest?, fromOfflineCopy: Bool) {
        if !sourceHasNext || next == nil {
            self = .last
        } else if newItems > 0 || fromOfflineCopy {
            self = .continues
        } else {
            self = .cutShort
        }
    }
}
