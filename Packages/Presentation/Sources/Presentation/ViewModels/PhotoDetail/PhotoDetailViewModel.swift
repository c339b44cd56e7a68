public import Domain
public import Foundation
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
    private let state = CurrentValueRelay(PhotoDetailState.idle)
    private let isFavorite = CurrentValueRelay(false)
    private let alert = PublishRelay<ErrorDisplay>()
    private let lifetime = Lifetime()

    /// Creates the view model for photo `id`.
    /// - Parameters:
    ///   - id: the photo to show.
    ///   - fetchDetail: the use case that fetches the detail.
    ///   - sourceName: named in the attribution ("Photo by … on Unsplash") when given.
    ///   - favorites: the app's shared favourites; `nil` for a screen without a favourite mark.
    ///   - now: the current time, for ages such as "3 years ago".
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

    /// Subscribes to the input and returns the screen's output. Call once.
    public func transform(input: Input) -> Output {
        let (viewDidLoad, toggleFavorite) = (input.viewDidLoad.values, input.toggleFavorite.values)
        lifetime.observe(viewDidLoad) { [weak self] _ in self?.loadIfNeeded() }
        lifetime.observe(toggleFavorite) { [weak self] _ in self?.toggleFavorite() }
        if let favorites {
            let id = self.id
            lifetime.observe(favorites.changes) { [weak self] _ in self?.isFavorite.send(favorites.ids.contains(id)) }
        }
        return Output(state: Driver(state), isFavorite: Driver(isFavorite), alert: Signal(alert))
    }

    private var photo: Photo? {
        if case .loaded(let display) = state.value { display.detail.photo } else { nil }
    }

    private func loadIfNeeded() {
        switch state.value {
        case .loading, .loaded: return
        case .idle, .failed: break
        }
        state.send(.loading)
        let (id, fetchDetail, sourceName, now) = (self.id, self.fetchDetail, self.sourceName, self.now)
        Task { [weak self] in
            let next: PhotoDetailState
            do throws(DomainError) {
                next = .loaded(PhotoDetailDisplay(try await fetchDetail.execute(id), sourceName: sourceName, now: now()))
            } catch {
                next = .failed(ErrorDisplay(error))
            }
            self?.state.send(next)
        }
        .store(in: lifetime)
        favorites?.loadIfNeeded(reportingTo: alert, in: lifetime)
    }

    private func toggleFavorite() {
        guard let favorites, let photo else { return }
        favorites.toggle(photo, reportingTo: alert, in: lifetime)
    }
}
