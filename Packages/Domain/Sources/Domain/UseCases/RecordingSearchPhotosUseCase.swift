/// A ``SearchPhotosUseCase`` that records each query whose first page was found as a recent search.
/// Recording is best effort: a store that cannot be written never costs the user their results, and
/// `onRecordingFailure` hears about it.
public struct RecordingSearchPhotosUseCase: SearchPhotosUseCase {
    private let search: any SearchPhotosUseCase
    private let recents: any RecentSearchesRepository
    private let onRecordingFailure: @Sendable (DomainError) -> Void

    /// Wraps `search`, recording into `recents`.
    public init(
        search: any SearchPhotosUseCase,
        recents: any RecentSearchesRepository,
        onRecordingFailure: @escaping @Sendable (DomainError) -> Void = { _ in }
    ) {
        self.search = search
        self.recents = recents
        self.onRecordingFailure = onRecordingFailure
    }

    /// Searches, then records the query when this was its first page and it succeeded.
    public func execute(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        let page = try await search.execute(query, page: request)
        if request.page == 1 {
            do throws(DomainError) {
                try await recents.record(query)
            } catch {
                onRecordingFailure(error)
            }
        }
        return page
    }
}
