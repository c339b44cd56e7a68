/// The body of `GET /search/photos` in Unsplash's shape.
struct SearchResults: Encodable {
    let total: Int
    let totalPages: Int
    let results: [DemoPhoto]

    private enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }
}
