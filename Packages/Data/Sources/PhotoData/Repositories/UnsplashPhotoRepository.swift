public import Domain
public import Foundation
public import Networking

/// Implements `PhotoRepository` over an Unsplash-compatible API: the real Unsplash, the embedded demo
/// server, or any server that speaks the same dialect (`GET /photos`, `GET /search/photos`,
/// `GET /photos/{id}`, `GET /photos/{id}/download`).
public struct UnsplashPhotoRepository: PhotoRepository {
    private let api: UnsplashAPI
    private let client: any HTTPClient
    private let order: PhotoOrder

    /// Creates the repository; `order` is the order of the editorial listing.
    public init(api: UnsplashAPI, client: any HTTPClient, order: PhotoOrder = .latest) {
        self.api = api
        self.client = client
        self.order = order
    }

    /// Fetches one page of the editorial listing, off the caller's executor (`@concurrent`): the request
    /// and the decoding never hold up a caller on the main actor.
    @concurrent public func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        let endpoint = Endpoint(path: "/photos", query: [
            ("page", String(request.page)), ("per_page", String(request.perPage)), ("order_by", order.rawValue),
        ])
        let response = try await client.fetch(api.request(for: endpoint))
        let items = try response.decodePhotoList(what: "the photo list")
        let photos = try PageItems.photos(from: items, what: "the photo list", source: "list", page: request.page) { $0.toDomain() }
        return PhotoPage(
            photos: photos,
            page: request.page,
            hasNextPage: response.hasNextPage(after: request, validCount: photos.count),
            rateLimit: response.rateLimitStatus,
            total: response.listedTotal
        )
    }

    /// Fetches one page of search results; `total_pages` decides whether another page exists.
    @concurrent public func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        var parameters = [("query", query.text), ("page", String(request.page)), ("per_page", String(request.perPage))]
        if let orientation = query.orientation { parameters.append(("orientation", orientation.rawValue)) }
        if let color = query.color { parameters.append(("color", color.rawValue)) }
        let response = try await client.fetch(api.request(for: Endpoint(path: "/search/photos", query: parameters)))
        let body = try response.decodeJSON(UnsplashSearchResponseDTO.self, what: "the search response")
        let photos = try PageItems.photos(from: body.results, what: "the search response", source: "search", page: request.page) { $0.toDomain() }
        return PhotoPage(
            photos: photos,
            page: request.page,
            hasNextPage: body.totalPages.map { request.page < $0 } ?? response.hasNextPage(after: request, validCount: photos.count),
            rateLimit: response.rateLimitStatus,
            // Untrusted numbers: a negative or impossible count is no count.
            total: PlausibleRange.within(PlausibleRange.count, body.total),
            totalPages: PlausibleRange.within(PlausibleRange.count, body.totalPages)
        )
    }

    /// Fetches one photo with its exif, location and tags. The answer must be that photo: an answer about
    /// another (a source that redirects, or lies) would be saved, favourited or shown under the wrong id.
    /// Unsplash's addresses name a photo by a slug ending in its id (`a-foggy-harbour-VwnS_lbe34J`), so an
    /// id asked for that way may be answered with the plain id.
    public func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        let response = try await client.fetch(api.request(for: Endpoint(segments: ["photos", id.rawValue])))
        let body = try response.decodeJSON(UnsplashPhotoDetailDTO.self, what: "the photo")
        guard let detail = body.toDomain() else {
            throw .invalidResponse("the photo is unusable (no id or image URLs, or a size or count no photo has)")
        }
        try PhotoAnswer.check(detail.photo.id, asked: id, slugs: true)
        return detail
    }

    /// Calls the photo's `download_location` (keeping its query string), as Unsplash's guidelines require
    /// for every download, and returns the file URL it answers with. A `download_location` outside the API
    /// (another host) is not called with the key; `/photos/{id}/download` is used instead.
    public func downloadLink(for photo: Photo) async throws(DomainError) -> URL {
        let request = photo.urls.downloadLocation.flatMap(api.request(forLinkTo:))
            ?? api.request(for: Endpoint(segments: ["photos", photo.id.rawValue, "download"]))
        let response = try await client.fetch(request)
        let body = try response.decodeJSON(UnsplashDownloadDTO.self, what: "the download link")
        guard let url = URL(string: body.url), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw .invalidResponse("the download link is not an http(s) URL")
        }
        guard url.user == nil, url.password == nil else {
            throw .invalidResponse("the download link carries a user name or password, which photolist never sends")
        }
        return url
    }
}
