import Domain
import Foundation

/// The favourites of a library opened for reading only when one is looked up, and again at each lookup:
/// for a command that needs them only when something else failed (`show` of a photo the offline copy
/// lacks), so a command that never needs them never opens the library, and one that does holds no
/// connection to it between lookups. No library file means no favourites, and none is made.
struct FavoritesOpenedOnUse: FavoriteLookup {
    /// Where the library file is.
    let libraryPath: String
    /// Opens the library's favourites, or says why they cannot be used.
    let open: @Sendable () -> Result<any FavoritesRepository, DomainError>
    /// Told why the favourites could not be read: the lookup's caller reports its own failure (the photo
    /// is not in the offline copy, or the source cannot answer now), which alone would hide a damaged or
    /// locked library.
    let unreadable: @Sendable (DomainError) -> Void

    func favorite(_ id: PhotoID) async throws(DomainError) -> FavoritePhoto? {
        guard FileManager.default.fileExists(atPath: libraryPath) else { return nil }
        do throws(DomainError) {
            return try await open().get().favorite(id)
        } catch {
            unreadable(error)
            throw error
        }
    }
}
