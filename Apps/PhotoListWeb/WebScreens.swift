public import Domain
public import Foundation
public import Presentation

/// What the web view builds its tabs from: the same view models the terminal browser uses
/// (``factories``, made by the composition root), and what only the web view asks for. Each browser tab
/// gets a set of its own; the closures share whatever the root shares between them (one
/// ``SharedFavorites``, so a mark made in one tab shows in every other).
public struct WebScreens: Sendable {
    /// The screens every view builds from: the catalog (in ``ScreenFactories/startingOrder``), search,
    /// favourites, a photo's detail, feeds, random picks, downloads, and the notices to show.
    public var factories: ScreenFactories
    /// The source's topics (for a source without them, a list that fails saying why).
    public var topics: @MainActor @Sendable () -> TopicsViewModel
    /// The source's featured collections.
    public var collections: @MainActor @Sendable () -> CollectionsViewModel
    /// The pictures of photos, at the size asked (kept on disk by the app, so offline they still show).
    public var images: any PhotoImageRepository
    /// The source's name for links to a photo's page ("Unsplash"), or `nil`.
    public var sourceName: String?
    /// The current time, for ages such as "offline copy from 3 hours ago".
    public var now: @Sendable () -> Date

    /// Creates the screens from their factories.
    public init(
        factories: ScreenFactories,
        topics: @escaping @MainActor @Sendable () -> TopicsViewModel,
        collections: @escaping @MainActor @Sendable () -> CollectionsViewModel,
        images: any PhotoImageRepository,
        sourceName: String?,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.factories = factories
        self.topics = topics
        self.collections = collections
        self.images = images
        self.sourceName = sourceName
        self.now = now
    }
}
