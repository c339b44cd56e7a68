public import Domain
import Foundation
public import Networking

/// Implements ``PhotoRepository`` over an Unsplash-compatible API (`GET /photos?page=&per_page=`): the
/// real Unsplash, the embedded demo server, or any server that speaks the same dialect.
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
        let response = try await send(endpoint)
        let items: [LossyElement<UnsplashPhotoDTO>]
        do {
            items = try JSONDecoder().decode([LossyElement<UnsplashPhotoDTO>].self, from: response.body)
        } catch {
            throw .invalidResponse("the photo list is not the expected JSON (\(DecodingFailure.describe(error)))")
        }
        // Items that are malformed or cannot become a valid Photo are dropped; the rest of the page stands.
        let photos = items.compactMap { $0.value?.toDomain() }
        return PhotoPage(photos: photos, page: request.page, hasNextPage: hasNextPage(response, request, items.count))
    }

    private func send(_ endpoint: Endpoint) async throws(DomainError) -> HTTPResponse {
        guard let request = api.request(for: endpoint) else {
            throw .connectivity(.invalidAddress)
        }
        let response: HTTPResponse
        do {
            response = try await client.send(request)
        } catch {
            throw error.domainError
        }
        if let failure = response.domainError {
            throw failure
        }
        return response
    }

    /// `Link: rel="next"` when the server sends links; else `X-Total`; else whether the page came back full.
    private func hasNextPage(_ response: HTTPResponse, _ request: PageRequest, _ count: Int) -> Bool {
        let links = response.headers.values(for: "Link")
        if !links.isEmpty {
            return LinkHeader(links)["next"] != nil
        }
        if let total = response.headers["X-Total"].flatMap(Int.init) {
            return request.page * request.perPage < total
        }
        return count >= request.perPage
    }
}
