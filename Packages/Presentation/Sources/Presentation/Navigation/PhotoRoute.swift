public import Domain

/// Where a screen asks the app to go next. View models emit routes; the app's coordinator decides how to
/// show them, so no view model knows another screen's type.
public enum PhotoRoute: Hashable, Sendable {
    /// Open the detail of this photo.
    case detail(PhotoID)
    /// Show this photo's detail in place of the one on screen: the user stepped to the next or previous
    /// photo (``PhotoStep``), and going back still returns to the list.
    case detailInPlace(PhotoID)
}
