import Domain
import Presentation

extension CompositionRoot {
    /// Ten random photos for the browser's Random pane, marked as favourites like the catalog; refreshing
    /// picks again.
    @MainActor
    func makeRandomViewModel() -> PhotoListViewModel {
        // 10 is within RandomPhotosListing.countRange, so this cannot throw.
        (try? screens.makeRandomViewModel(count: 10)) ?? screens.makePhotoListViewModel(firstPage: .first)
    }
}
