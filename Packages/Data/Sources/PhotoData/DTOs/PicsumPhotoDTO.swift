/// A photo as Lorem Picsum's API sends it (`/v2/list` items and `/id/{id}/info`).
struct PicsumPhotoDTO: Decodable, Sendable {
    let id: String
    let author: String?
    let width: Int
    let height: Int
    /// The photo's page on Unsplash, where Picsum's photos come from.
    let url: String?
    /// The full-size image.
    let downloadURL: String

    enum CodingKeys: String, CodingKey {
        case id, author, width, height, url
        case downloadURL = "download_url"
    }
}
