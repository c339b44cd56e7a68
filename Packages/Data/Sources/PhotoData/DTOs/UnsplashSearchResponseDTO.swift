/// The body of `GET /search/photos`: `{"total": N, "total_pages": N, "results": [photo…]}`.
struct UnsplashSearchResponseDTO: Decodable, Sendable {
    let total: Int?
    let totalPages: Int?
    let results: BoundedItems<UnsplashPhotoDTO>

    enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }
}
