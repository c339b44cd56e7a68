import Domain
import Presentation
import Reactive

/// A photo list a tab opened besides its catalog (a topic's, a collection's or a photographer's photos, or
/// a random pick): its view model, the input the tab sends it, its title and what its output said last.
@MainActor
final class WebPhotoList {
    /// What the tab sends the view model.
    let input = PhotoListViewModel.Input()
    /// What the list is: "Topic: Nature", "Random".
    let title: String
    /// The list's state, as the view model last drove it.
    private(set) var state = PhotoListState.initial
    private let viewModel: PhotoListViewModel
    private let lifetime = Lifetime()

    /// Follows `viewModel`, telling `changed` of every state, `open` of its routes and `alert` of failures
    /// that leave the list as it is and of the lines its detail's steps call for ("This is the last photo.").
    init(
        viewModel: PhotoListViewModel, title: String, changed: @escaping @MainActor @Sendable () -> Void,
        open: @escaping @MainActor @Sendable (PhotoRoute) -> Void, alert: @escaping @MainActor @Sendable (String) -> Void
    ) {
        self.viewModel = viewModel
        self.title = title
        let output = viewModel.transform(input: input)
        output.state.drive(in: lifetime) { [weak self] state in self?.state = state; changed() }
        output.route.emit(in: lifetime) { open($0) }
        output.alert.emit(in: lifetime) { alert($0.message) }
        output.stepNotice.emit(in: lifetime) { alert($0) }
    }

    /// Stops following the view model.
    func close() {
        lifetime.cancelAll()
    }
}
