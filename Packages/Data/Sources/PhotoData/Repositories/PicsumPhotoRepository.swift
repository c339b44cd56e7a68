public import Domain
public import Foundation
public import Networking

/// Implements `PhotoRepository` over Lorem Picsum (no key): the listing is `/v2/list?page=&limit=`
/// and a photo is `/id/{id}/info`. Picsum has no search and no total count: a page is the last when it
/// has no `rel="next"` link or comes back short of items.
public struct PicsumPhotoRepository: PhotoRepository {
    /// The public service.
    public static let productionURL = URL(string: "https://picsum.photos")!

    private let baseURL: URL
    private let client: any HTTPClient

    /// Creates the repository.
    public init(baseURL: URL = PicsumPhotoRepository.productionURL, client: any HTTPClient) {
        self.baseURL = baseURL
        self.client = client
    }

    /// Fetches one page of the listing, off the caller's executor (`@concurrent`).
    @concurrent public func photos(_ request: PageRequest) async throws(DomainError) -> PhotoPage {
        let endpoint = Endpoint(path: "/v2/list", query: [("page", String(request.page)), ("limit", String(request.perPage))])
        let response = try await client.fetch(httpRequest(for: endpoint))
        let items = try response.decodeJSON(BoundedItems<PicsumPhotoDTO>.self, what: "the photo list")
        let photos = try PageItems.photos(from: items, what: "the photo list", source: "picsum list", page: request.page) {
            $0.toDomain(baseURL: baseURL)
        }
        // Full by the items the source sent, a malformed one among them: one bad photo does not end the
        // listing. (A page of nothing new ends it all the same: `ListingEnd`.)
        let hasNext = LinkHeader(response.headers.values(for: "Link"))["next"] != nil && items.count >= request.perPage
        return PhotoPage(photos: photos, page: request.page, hasNextPage: hasNext)
    }

    /// Picsum cannot search.
    public func search(_ query: SearchQuery, page request: PageRequest) async throws(DomainError) -> PhotoPage {
        throw .unsupported("Lorem Picsum has no search")
    }

    /// Fetches one photo's information (Picsum has no exif, place or tags). The answer must be that photo,
    /// so nothing is saved or favourited under the wrong id.
    public func photo(_ id: PhotoID) async throws(DomainError) -> PhotoDetail {
        let response = try await client.fetch(httpRequest(for: Endpoint(segments: ["id", id.rawValue, "info"])))
        let item = try response.decodeJSON(PicsumPhotoDTO.self, what: "the photo")
        guard let photo = item.toDomain(baseURL: baseURL) else {
            throw .invalidResponse("the photo is unusable (no id or image URL, or a size no photo has)")
        }
        try PhotoAnswer.check(photo.id, asked: id)
        return PhotoDetail(photo: photo, exif: nil, location: nil, tags: [], downloads: nil)
    }

    /// Picsum asks for no download tracking: the file is the photo's full-size URL.
    public func downloadLink(for photo: Photo) async throws(DomainError) -> URL {
        photo.urls.full
    }

    private func httpRequest(for endpoint: Endpoint) -> HTTPRequest? {
        endpoint.url(relativeTo: baseURL).map { HTTPRequest(url: $0, headers: ["Accept": "application/json"]) }
    }
}
