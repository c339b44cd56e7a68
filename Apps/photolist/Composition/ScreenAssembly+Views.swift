import Domain
import PhotoListTerminal
import PhotoListWeb
import Presentation

/// What each view gets from the screens: the terminal browser's factory and the web view's screens, both
/// over one ``ScreenFactories`` each.
extension ScreenAssembly {
    /// Everything the interactive browser's panes need: the shared screens, pictures, the view models of
    /// the features added with Scripts/new-feature (`features`: see `FeatureViewModels`), and the command
    /// line's advice under a failure, which names the `timeout` a request had.
    @MainActor
    func makeBrowserFactory(perPage: Int, features: any FeatureViewModels, timeout: Duration) -> Browser.Factory {
        Browser.Factory(
            screens: makeScreenFactories(perPage: perPage),
            pictures: { PhotoPicturesViewModel(load: makeLoadPhotoImageUseCase()) },
            features: features,
            advice: { CommandHint.advice(for: $0, timeout: timeout) }
        )
    }

    /// Everything the web view's tabs need: the shared screens, the topics and collections, and the
    /// pictures, fetched at the size the page shows and kept on disk.
    @MainActor
    func makeWebScreens(perPage: Int) -> WebScreens {
        WebScreens(
            factories: makeScreenFactories(perPage: perPage),
            topics: { makeTopicsViewModel() },
            collections: { makeCollectionsViewModel() },
            images: pictures,
            sourceName: sourceName
        )
    }
}
