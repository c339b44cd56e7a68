public import Domain
public import Reactive

/// Drives the photo detail screen: loads one photo's detail when the view appears.
@MainActor
public final class PhotoDetailViewModel: ViewModelType {
    /// What the detail view sends.
    public struct Input: Sendable {
        /// The view appeared: load the detail (once; again after a failure).
        public let viewDidLoad: PublishRelay<Void>

        /// Creates the input relays.
        public init(viewDidLoad: PublishRelay<Void> = .init()) {
            self.viewDidLoad = viewDidLoad
        }
    }

    /// What the detail view renders.
    public struct Output: Sendable {
        /// The screen's state, delivered on the main actor.
        public let state: Driver<PhotoDetailState>
    }

    private let id: PhotoID
    private let fetchDetail: any FetchPhotoDetailUseCase
    private let sourceName: String?
    private let state = CurrentValueRelay(PhotoDetailState.idle)
    private let lifetime = Lifetime()

    /// Creates the view model for photo `id`; `sourceName` is named in the attribution when given.
    public init(id: PhotoID, fetchDetail: any FetchPhotoDetailUseCase, sourceName: String? = nil) {
        self.id = id
        self.fetchDetail = fetchDetail
        self.sourceName = sourceName
    }

    /// Subscribes to the input and returns the screen's output. Call once.
    public func transform(input: Input) -> Output {
        let viewDidLoad = input.viewDidLoad.values
        Task { [weak self] in
            for await _ in viewDidLoad { self?.loadIfNeeded() }
        }
        .store(in: lifetime)
        return Output(state: Driver(state))
    }

    private func loadIfNeeded() {
        switch state.value {
        case .loading, .loaded: return
        case .idle, .failed: break
        }
        state.send(.loading)
        let (id, fetchDetail, sourceName) = (self.id, self.fetchDetail, self.sourceName)
        Task { [weak self] in
            let next: PhotoDetailState
            do throws(DomainError) {
                next = .loaded(PhotoDetailDisplay(try await fetchDetail.execute(id), sourceName: sourceName))
            } catch {
                next = .failed(ErrorDisplay(error))
            }
            self?.state.send(next)
        }
        .store(in: lifetime)
    }
}
