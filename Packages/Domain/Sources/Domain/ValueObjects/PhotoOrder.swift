/// The order of a source's photo listing.
public enum PhotoOrder: String, CaseIterable, Hashable, Sendable {
    /// Newest first (the default).
    case latest
    /// Oldest first.
    case oldest
    /// Most liked first.
    case popular
}
