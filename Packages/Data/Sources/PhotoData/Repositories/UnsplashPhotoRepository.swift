public import Domain
import Foundation
public import Networking

/// Implements ``PhotoRepository`` over an Unsplash-compatible API: the real Unsplash, the embedded demo
/// server, or any server that speaks the same dialect (`GET /photos`, `GET /search/photos`,
/// `GET /photos/{id}`).
public struct UnsplashPhotoRepository: PhotoRepository {
    private let api: UnsplashAPI
    private let client: any HTTPClient

    /// Creates the repository.
    public init(api: UnsplashAPI, client: any HTTPClient) {
        self.api = api
        self.client = client
    }

    /// Fetches one page of the editorial listing.
    public func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        let endpoint = Endpoint(path: "/photos", query: [
            ("page", String(request.page)), ("per_page", String(request.perPage)),
        ])
        let response = try await client.fetch(api.request(for: endpoint))
        let items = try response.decodeJSON([LossyElement<UnsplashPhotoDTO>].self, what: "the photo list")
        // Items that are malformed or cannot become a valid Photo are dropped; the rest of the page stands.
        let photos = items.compactMap { $0.value?.toDomain() }
        return PhotoPage(photos: photos, page: request.page, hasNextPage: hasNextPage(response, request, items.count))
    }

    /// Fetches one page of search results; `total_pages` decides whether another page exists.
    public func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        let endpoint = Endpoint(path: "/search/photos", query: [
            ("query", query.text), ("page", String(request.page)), ("per_page", String(request.perPage)),
        ])
        let response = try await client.fetch(api.request(for: endpoint))
        let body = try response.decodeJSON(UnsplashSearchResponseDTO.self, what: "the search results")
        let photos = body.results.compactMap { $0.value?.toDomain() }
        let hasNext = body.totalPages.map { request.page < $0 } ?? hasNextPage(response, request, body.results.count)
        return PhotoPage(photos: photos, page: request.page, hasNextPage: hasNext)
    }

    /// Fetches one photo with its exif, location and tags.
    public func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        let response = try await client.fetch(api.request(for: Endpoint(segments: ["photos", id.rawValue])))
        let body = try response.decodeJSON(UnsplashPhotoDetailDTO.self, what: "the photo")
        guard let detail = body.toDomain() else {
            throw .invalidResponse("the photo has no usable id or image URLs")
        }
        return detail
    }

    /// `Link: rel="next"` when the server sends links; else `X-Total`; else whether the page came back full.
    private func hasNextPage(_ response: HTTPResponse, _ request: PageRequest, _ count: Int) -> Bool {
        let links = response.headers.values(for: "Link")
        if !links.isEmpty {
            return LinkHeader(links)["next"] != nil
        }
        if let total = response.headers["X-Total"].flatMap(Int.init) {
            return request.page * request.perPage < total  // cannot overflow: PageRequest bounds both factors
        }
        return count >= request.perPage
    }
}
