/// A photo as Unsplash's API sends it. Only the fields PhotoList reads; unknown fields are ignored and
/// fields Unsplash documents as optional are optional.
struct UnsplashPhotoDTO: Decodable, Equatable, Sendable {
    let id: String
    let createdAt: String?
    let width: Int
    let height: Int
    let color: String?
    let blurHash: String?
    let likes: Int?
    let description: String?
    let altDescription: String?
    let urls: UnsplashPhotoURLsDTO
    let links: UnsplashPhotoLinksDTO?
    let user: UnsplashUserDTO
    /// The advertiser of a sponsored photo (since 2020); a malformed one is dropped, not the photo.
    let sponsorship: LossyElement<UnsplashSponsorshipDTO>?
    /// The older API's sponsorship flag and sponsor (2019).
    let sponsored: LossyElement<Bool>?
    let sponsoredBy: LossyElement<UnsplashUserDTO>?
    /// Whether the photo is an Unsplash+ photo; 2023 answers carry both keys. Like every extra, a malformed
    /// value is dropped, not the photo.
    let premium: LossyElement<Bool>?
    let plus: LossyElement<Bool>?

    // Explicit keys: decoding with .convertFromSnakeCase is ~3× slower on a page of photos.
    enum CodingKeys: String, CodingKey {
        case id, width, height, color, likes, description, urls, links, user, sponsorship, sponsored, premium, plus
        case sponsoredBy = "sponsored_by"
        case createdAt = "created_at"
        case blurHash = "blur_hash"
        case altDescription = "alt_description"
    }
}

/// The image URLs of an Unsplash photo.
struct UnsplashPhotoURLsDTO: Decodable, Equatable, Sendable {
    let raw: String?
    let full: String
    let regular: String
    let small: String
    let thumb: String
}

/// The web and API links of an Unsplash photo.
struct UnsplashPhotoLinksDTO: Decodable, Equatable, Sendable {
    let html: String?
    let downloadLocation: String?

    enum CodingKeys: String, CodingKey {
        case html
        case downloadLocation = "download_location"
    }
}
