public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import Synchronization

/// A ``PhotoRepository`` that answers from closures and records every call it receives.
public final class FakePhotoRepository: PhotoRepository {
    /// Produces a listing page.
    public typealias Handler = nonisolated(nonsending) @Sendable (PageRequest) async throws(DomainError) -> PhotoPage
    /// Produces a page of search results.
    public typealias SearchHandler = nonisolated(nonsending) @Sendable (SearchQuery, PageRequest) async throws(DomainError) -> PhotoPage
    /// Produces a photo's detail.
    public typealias DetailHandler = @Sendable (PhotoID) async throws(DomainError) -> PhotoDetail
    /// Produces a photo's download link.
    public typealias DownloadHandler = @Sendable (Photo) async throws(DomainError) -> URL

    /// One call the repository received.
    public enum Call: Hashable, Sendable {
        case photos(PageRequest)
        case search(SearchQuery, PageRequest)
        case photo(PhotoID)
        case downloadLink(PhotoID)
    }

    private let handler: Handler
    private let searchHandler: SearchHandler
    private let detailHandler: DetailHandler
    private let downloadHandler: DownloadHandler
    private let recorded = Mutex<[Call]>([])

    /// Creates a repository; each kind of call is answered by its closure (by default: not found).
    public init(
        handler: @escaping Handler = { _ throws(DomainError) in throw .notFound },
        search: @escaping SearchHandler = { _, _ throws(DomainError) in throw .notFound },
        detail: @escaping DetailHandler = { _ throws(DomainError) in throw .notFound },
        download: @escaping DownloadHandler = { photo in photo.urls.full }
    ) {
        self.handler = handler
        self.searchHandler = search
        self.detailHandler = detail
        self.downloadHandler = download
    }

    /// Creates a repository that serves ``PhotoPage/fixture(page:count:hasNextPage:origin:)`` pages up to `lastPage`.
    public convenience init(lastPage: Int = 3, perPageCount: Int = 3) {
        self.init(handler: { request in
            PhotoPage.fixture(page: request.page, count: perPageCount, hasNextPage: request.page < lastPage)
        })
    }

    /// Every call received so far, oldest first.
    public var calls: [Call] {
        recorded.withLock { $0 }
    }

    /// The listing requests received so far, oldest first.
    public var requests: [PageRequest] {
        calls.compactMap { if case .photos(let request) = $0 { request } else { nil } }
    }

    /// Records the request, then answers it.
    nonisolated(nonsending) public func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        recorded.withLock { $0.append(.photos(request)) }
        return try await handler(request)
    }

    /// Records the search, then answers it.
    nonisolated(nonsending) public func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        recorded.withLock { $0.append(.search(query, request)) }
        return try await searchHandler(query, request)
    }

    /// Records the lookup, then answers it.
    public func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        recorded.withLock { $0.append(.photo(id)) }
        return try await detailHandler(id)
    }

    /// Records the download, then answers it.
    public func downloadLink(for photo: Photo) async throws(DomainError) -> URL {
        recorded.withLock { $0.append(.downloadLink(photo.id)) }
        return try await downloadHandler(photo)
    }
}
