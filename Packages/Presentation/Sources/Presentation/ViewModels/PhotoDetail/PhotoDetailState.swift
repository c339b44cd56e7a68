/// Everything the photo detail screen shows.
public enum PhotoDetailState: Equatable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The detail is on its way.
    case loading
    /// The detail arrived.
    case loaded(PhotoDetailDisplay)
    /// The detail could not be loaded.
    case failed(ErrorDisplay)
}

extension PhotoDetailState {
    /// Whether the load has ended, with the detail or with a failure (not idle, not loading).
    public var isSettled: Bool {
        switch self {
        case .loaded, .failed: true
        case .idle, .loading: false
        }
    }
}
