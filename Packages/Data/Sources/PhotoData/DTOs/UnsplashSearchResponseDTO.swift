/// The body of `GET /search/photos`: `{"total": N, "total_pages": N, "results": [photo…]}`.
struct UnsplashSearchResponseDTO: Decodable, Sendable {
    let total: Int?
    let totalPages: Int?
    let results: BoundedItems<UnsplashPhotoDTO>

    enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    /// The counts are read leniently: one that is no whole number an `Int` holds (`1e30`, `2.5`, a string)
    /// is unknown, as an implausible one is after mapping, and the page's photos still come through.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = try? container.decodeIfPresent(Int.self, forKey: .total)
        totalPages = try? container.decodeIfPresent(Int.self, forKey: .totalPages)
        results = try container.decode(BoundedItems<UnsplashPhotoDTO>.self, forKey: .results)
    }
}
