/// What a key asks the browser to do outside a text field. Panes act on commands, never on raw keys, so
/// which key does what is decided in one place: ``KeyMap``.
enum BrowserCommand: Equatable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, first, last
    case open, back
    case search, showFavorites
    case toggleFavorite, remove, undo
    case download, cancelDownloads, openPage, openProfile, copy
    case next, previous
    case cycleOrientation, cycleColor, cycleOrder
    case refresh, help, quit
    case redraw, suspend
    /// Open the pane of the feature at this index of ``FeaturePanes/all``.
    case showFeature(Int)

    /// Whether the command changes what the user keeps (a favourite marked, removed or put back): the
    /// browser does not end before such a command typed ahead of the quit has acted.
    var changesFavorites: Bool {
        switch self {
        case .toggleFavorite, .remove, .undo: true
        default: false
        }
    }
}
