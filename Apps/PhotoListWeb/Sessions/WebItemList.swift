import Domain
import Presentation
import Reactive

/// A list of topics or collections in a tab: its view model, the input the tab sends it and its state.
@MainActor
final class WebItemList<Item: Hashable & Sendable & Identifiable> where Item.ID: Sendable {
    /// What the tab sends the view model.
    let input = ItemListViewModel<Item>.Input()
    /// The list's state, as the view model last drove it.
    private(set) var state = ItemListState<Item>()
    private let viewModel: ItemListViewModel<Item>
    private let lifetime = Lifetime()

    /// Follows `viewModel`, telling `changed` of every state.
    init(viewModel: ItemListViewModel<Item>, changed: @escaping @MainActor @Sendable () -> Void) {
        self.viewModel = viewModel
        viewModel.transform(input: input).state.drive(in: lifetime) { [weak self] state in self?.state = state; changed() }
    }

    /// Stops following the view model.
    func close() {
        lifetime.cancelAll()
    }
}
