/// Thrown while decoding a page whose array holds more than `limit` elements: no real page is that long,
/// so the body is refused rather than decoded further.
struct ItemLimitExceeded: Error, Hashable {
    /// The most elements a page may hold.
    let limit: Int
}
