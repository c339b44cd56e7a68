/// What a sync fetches into the offline cache: the source's listing, or the results of one search.
public enum SyncTarget: Hashable, Sendable {
    /// The listing, in the order the repository was made for.
    case listing
    /// The results of `query`, most relevant first.
    case search(SearchQuery)
}
