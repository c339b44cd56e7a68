public import Presentation

/// The view models of the features added with `Scripts/new-feature`, as the browser's feature panes ask for
/// them. The app's composition root conforms, so a pane here never sees how its view model is built (Data
/// stays in the app); the scaffolder adds one requirement per feature (its pane is in ``FeaturePanes``).
@MainActor
public protocol FeatureViewModels: Sendable {
    /// The Topics screen's view model, for its pane.
    func makeTopicsViewModel() -> TopicsViewModel
    /// The Collections screen's view model, for its pane.
    func makeCollectionsViewModel() -> CollectionsViewModel
    // new-feature: view models (Scripts/new-feature adds a line above this one)
}
