public import Domain

/// What can happen to a paged list: the view's inputs, naming rows by their photo's id, and what its
/// feedback loops report back.
public enum PagedListEvent: Sendable {
    /// The view appeared: load the first page, once.
    case appeared
    /// The user sees the rows down to this one: load the next page when it is near the end.
    case sawRow(PhotoID)
    /// Load the next page now, if there is one.
    case loadNextPage
    /// Load the first page again, superseding any load in flight; the rows stay until it arrives.
    case refresh
    /// The user asked to try again: the failed next page again (``PagedListState/retryRequest``), else
    /// the first page, as a refresh.
    case retry
    /// The listing changed, or runs again (a search): load its first page, superseding any load in flight,
    /// paging afresh; the rows on screen stay until that page replaces them.
    case restart
    /// The listing is gone (the search field was cleared): no rows, nothing in flight.
    case clear
    /// The whole listing was asked for at once (the favourites, which are not paged): the list shows it
    /// loading, its rows staying, until ``listed(_:)`` or ``refused(_:)`` answers.
    case awaitingListing
    /// The whole listing arrived at once (the favourites, which are not paged): these rows replace the
    /// listed ones (an id the user saw on those still names its photo), and nothing more is to load.
    case listed([PhotoListItem])
    /// The listing cannot be asked for (a search query the source's rules refuse): shown as the list's
    /// failure, nothing in flight.
    case refused(DomainError)
    /// The user chose this photo: open it.
    case select(PhotoID)
    /// The user toggled this photo's favourite mark.
    case toggleFavorite(PhotoID)
    /// The user, on a photo's detail, asked for the next or previous photo (a burst of these loses none).
    case step(PhotoStep)
    /// The detail opened from this list closed: forget its steps, and any step waiting for a page.
    case detailClosed
    /// The page load the state asked for ended so.
    case pageLoaded(Numbered<PageRequest>, Result<PhotoPage, DomainError>)
    /// The app's favourites are now these.
    case favoritesChanged(Set<PhotoID>)
    /// The favourites were asked for.
    case favoritesRequested
    /// The route with this number was taken.
    case navigated(Int)
    /// The step notice with this number was shown.
    case stepNoticeShown(Int)
    /// The favourite mark with this number was stored, or not (and reported as failed).
    case favoriteMarked(Int, stored: Bool)
    /// Another screen's answer reported the source's quota as this (``SharedQuota``).
    case quotaReported(RateLimitStatus)
}
