/// The shape of a photo, as a search filter.
public enum Orientation: String, CaseIterable, Hashable, Sendable {
    /// Wider than tall.
    case landscape
    /// Taller than wide.
    case portrait
    /// About as wide as tall.
    case squarish
}
