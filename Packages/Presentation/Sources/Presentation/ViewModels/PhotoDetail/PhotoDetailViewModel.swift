public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Reactive

/// Drives the photo detail screen: loads one photo's detail when the view appears and toggles it as a
/// favourite. Downloads go through the app's one queue (``PhotoDownloadViewModel``), not through here.
@MainActor
public final class PhotoDetailViewModel: ViewModelType {
    /// What the detail view sends.
    public struct Input: Sendable {
        /// The view appeared: load the detail (once; again after a failure).
        public let viewDidLoad: PublishRelay<Void>
        /// The user toggled the favourite mark.
        public let toggleFavorite: PublishRelay<Void>

        /// Creates the input relays.
        public init(viewDidLoad: PublishRelay<Void> = .init(), toggleFavorite: PublishRelay<Void> = .init()) {
            self.viewDidLoad = viewDidLoad
            self.toggleFavorite = toggleFavorite
        }
    }

    /// What the detail view renders.
    public struct Output: Sendable {
        /// The detail's state, delivered on the main actor.
        public let state: Driver<PhotoDetailState>
        /// Whether the photo is a favourite (`false` until known).
        public let isFavorite: Driver<Bool>
        /// Failures of actions that leave the screen as it is (a favourite that could not be saved).
        public let alert: Signal<ErrorDisplay>
    }

    private let id: PhotoID
    private let fetchDetail: any FetchPhotoDetailUseCase
    private let sourceName: String?
    private let favorites: SharedFavorites?
    private let now: @Sendable () -> Date
    private let lifetime = Lifetime()

    /// Creates the view model.
    /// - Parameters:
    ///   - id: the photo to show.
    ///   - fetchDetail: the use case that loads it.
    ///   - sourceName: the name attributions credit ("Unsplash"), or `nil` for sources that ask for none.
    ///   - favorites: the app's shared favourites, for the mark and its toggle; `nil` for none.
    ///   - now: the current time, for the photo's age.
    public init(
        id: PhotoID,
        fetchDetail: any FetchPhotoDetailUseCase,
        sourceName: String? = nil,
        favorites: SharedFavorites? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.id = id
        self.fetchDetail = fetchDetail
        self.sourceName = sourceName
        self.favorites = favorites
        self.now = now
    }

    /// Composes the input into the detail's output: events folded by ``PhotoDetailSystem/reduce(_:_:)``,
    /// with feedback loops that load the photo, read the favourites and toggle the mark as the state asks.
    /// Call once.
    public func transform(input: Input) -> Output {
        let alert = PublishRelay<ErrorDisplay>()
        // Subscribed now, not inside a task, so an event sent right after this returns is not missed.
        var inputs = [
            AnyAsyncSequence(input.viewDidLoad.values.map { PhotoDetailSystem.Event.appeared }),
            AnyAsyncSequence(input.toggleFavorite.values.map { PhotoDetailSystem.Event.toggleFavorite }),
        ]
        if let favorites {
            inputs.append(AnyAsyncSequence(favorites.changes.map { PhotoDetailSystem.Event.favoritesChanged(Set(($0 ?? []).map(\.id))) }))
        }
        let (fetchDetail, sourceName, now, favorites) = (self.fetchDetail, self.sourceName, self.now, self.favorites)
        let state = Driver.system(
            initialState: PhotoDetailSystemState(id: id, hasFavorites: favorites != nil),
            reduce: PhotoDetailSystem.reduce,
            events: merge(inputs),
            feedback: [
                .react(request: \.load) { load in
                    do throws(DomainError) {
                        return .loaded(load.number, .success(PhotoDetailDisplay(try await fetchDetail.execute(load.value), sourceName: sourceName, now: now())))
                    } catch {
                        return .loaded(load.number, .failure(error))
                    }
                },
                SharedFavorites.reading(favorites, anew: false, when: \.favoritesWanted, reportingTo: alert, then: .favoritesRequested),
                SharedFavorites.marking(favorites, requests: { $0.favoriteMark.map { [$0] } ?? [] }, reportingTo: alert) { .marked($0, stored: $1) },
            ],
            in: lifetime
        )
        return Output(state: state.map(\.screen), isFavorite: state.map(\.isFavorite), alert: Signal(alert))
    }
}
