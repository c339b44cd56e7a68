import Domain
import PhotoListTerminal
import PhotoListWeb
import Presentation

/// What each view gets from the screens: the terminal browser's factory and the web view's screens, both
/// over one ``ScreenFactories`` each.
extension ScreenAssembly {
    /// Everything the interactive browser's panes need: the shared screens, pictures, and the view models
    /// of the features added with Scripts/new-feature (`features`: see `FeatureViewModels`).
    @MainActor
    func makeBrowserFactory(perPage: Int, features: any FeatureViewModels) -> Browser.Factory {
        Browser.Factory(
            screens: makeScreenFactories(perPage: perPage),
            pictures: { PhotoPicturesViewModel(load: makeLoadPhotoImageUseCase()) },
            features: features
        )
    }

    /// Everything the web view's tabs need: the shared screens (the catalog in the source's first order),
    /// and the pictures, fetched at the size the page shows and kept on disk.
    @MainActor
    func makeWebScreens(perPage: Int) -> WebScreens {
        let screens = makeScreenFactories(perPage: perPage)
        let order = orders.first ?? .latest
        var web = WebScreens(
            catalog: { screens.catalog(order) },
            search: screens.search,
            searchUnavailableReason: screens.searchUnavailableReason,
            favorites: screens.favorites,
            detail: screens.detail,
            topics: { makeTopicsViewModel() },
            collections: { makeCollectionsViewModel() },
            feed: screens.feed,
            random: screens.random,
            downloads: screens.downloads,
            images: pictures,
            sourceName: sourceName,
            notice: screens.notice
        )
        web.pagesUnavailableReason = screens.pagesUnavailableReason
        return web
    }
}
