import Domain
import Foundation

/// The embedded demo source behind the offline copy, with what the copy answers moved onto the demo
/// server this run started (``DemoLinkRebase``): a page or a photo the copy stands in with, because the
/// server failed or was not asked, keeps the links of the run that stored it. Without this, `show` printed
/// those dead links as this run's and `download` fetched from a port nothing listens on. What the server
/// answers now is passed through untouched.
struct RebasedDemoPhotoRepository: PhotoRepository {
    /// The cache-fronted repository of the demo source.
    let stored: any PhotoRepository
    /// How links move onto the running server.
    let rebase: DemoLinkRebase

    nonisolated(nonsending) func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        rebased(try await stored.photos(request))
    }

    nonisolated(nonsending) func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        rebased(try await stored.search(query, page: request))
    }

    func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        let detail = try await stored.photo(id)
        guard case .offlineCopy = detail.origin else { return detail }
        return detail.movingLinks(rebase.rebased)
    }

    func downloadLink(for photo: Photo) async throws(DomainError) -> URL {
        // The photo may be one the copy gave before this run's server was asked (a page read offline).
        try await stored.downloadLink(for: rebase.rebased(photo))
    }

    /// `page` with its photos' links moved when the offline copy gave it.
    private func rebased(_ page: PhotoPage) -> PhotoPage {
        guard page.cachedAt != nil else { return page }
        return page.replacingPhotos(page.photos.map(rebase.rebased))
    }
}
