import Presentation

extension CompositionRoot {
    /// The collections screen's view model, for the browser's Collections pane (started with
    /// Scripts/new-feature; the screens make it over the source's collections).
    @MainActor
    func makeCollectionsViewModel() -> CollectionsViewModel {
        screens.makeCollectionsViewModel()
    }
}
