import Domain
import Presentation

/// The view models of the app's screens, as the composition root makes them for any view: the terminal
/// browser and the web view build their screens from the same factories, sharing one set of favourites.
struct ScreenFactories: Sendable {
    /// The catalog in a listing order.
    let catalog: @MainActor @Sendable (PhotoOrder) -> PhotoListViewModel
    /// The orders the source offers, the first shown at start.
    let orders: [PhotoOrder]
    /// `nil` for a source that cannot search; ``searchUnavailableReason`` says why.
    let search: (@MainActor @Sendable () -> SearchViewModel)?
    /// Why the source cannot search, or `nil`.
    let searchUnavailableReason: String?
    /// The favourites screen.
    let favorites: @MainActor @Sendable () -> FavoritesViewModel
    /// The detail of one photo.
    let detail: @MainActor @Sendable (PhotoID) -> PhotoDetailViewModel
    /// The download queue.
    let downloads: @MainActor @Sendable () -> PhotoDownloadViewModel
    /// A line to show at start (why favourites are off), or `nil`.
    let notice: String?
}
