import Domain
import Presentation
import Reactive

/// The detail open in a tab: its view model, the input the tab sends it and what its output said last.
@MainActor
final class DetailScreen {
    /// The photo shown.
    let id: PhotoID
    /// The screen whose list it was opened from, which steps to the next or previous photo.
    let origin: WebScreen
    /// What the tab sends the view model.
    let input = PhotoDetailViewModel.Input()
    /// The detail's state, as the view model last drove it.
    private(set) var state = PhotoDetailState.idle
    /// Whether the photo is a favourite, as the view model last drove it.
    private(set) var isFavorite = false
    private let viewModel: PhotoDetailViewModel
    private let lifetime = Lifetime()

    /// Opens `viewModel` (photo `id`, opened from `origin`), telling `changed` of every new output and
    /// `alert` of failures that leave the screen as it is.
    init(id: PhotoID, origin: WebScreen, viewModel: PhotoDetailViewModel, changed: @escaping @MainActor @Sendable () -> Void, alert: @escaping @MainActor @Sendable (String) -> Void) {
        self.id = id
        self.origin = origin
        self.viewModel = viewModel
        let output = viewModel.transform(input: input)
        output.state.drive(in: lifetime) { [weak self] state in self?.state = state; changed() }
        output.isFavorite.drive(in: lifetime) { [weak self] favorite in self?.isFavorite = favorite; changed() }
        output.alert.emit(in: lifetime) { alert($0.message) }
        input.viewDidLoad.send()
    }

    /// The photo, once its detail has loaded.
    var photo: Photo? {
        if case .loaded(let display) = state { display.detail.photo } else { nil }
    }

    /// Stops following the view model.
    func close() {
        lifetime.cancelAll()
    }
}
