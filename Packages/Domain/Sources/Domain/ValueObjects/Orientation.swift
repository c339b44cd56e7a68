/// The shape of a photo, as a search filter.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
    /// About as wide as tall.
    case squarish

    /// The orientation of a `width` × `height` image; within 5 % of square counts as squarish.
    public init(width: Int, height: Int) {
        let (longer, shorter) = (max(width, height), min(width, height))
        if longer <= 0 || Double(longer - shorter) <= Double(longer) * 0.05 {
            self = .squarish
        } else {
            self = width > height ? .landscape : .portrait
        }
    }
}
