/// A dominant-colour search filter, with the names Unsplash's API uses.
public enum ColorFilter: String, CaseIterable, Hashable, Sendable {
    /// Little or no saturation.
    case blackAndWhite = "black_and_white"
    /// Mostly black.
    case black
    /// Mostly white.
    case white
    /// Mostly yellow.
    case yellow
    /// Mostly orange.
    case orange
    /// Mostly red.
    case red
    /// Mostly purple.
    case purple
    /// Mostly magenta.
    case magenta
    /// Mostly green.
    case green
    /// Mostly teal.
    case teal
    /// Mostly blue.
    case blue
}
