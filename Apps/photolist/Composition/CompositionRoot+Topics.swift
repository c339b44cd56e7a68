import Presentation

extension CompositionRoot {
    /// The topics screen's view model, for the browser's Topics pane (started with Scripts/new-feature;
    /// the screens make it over the source's topics).
    @MainActor
    func makeTopicsViewModel() -> TopicsViewModel {
        screens.makeTopicsViewModel()
    }
}
