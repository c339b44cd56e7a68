/// The body of Unsplash's download trigger (`GET {download_location}`): `{"url": "…"}`.
struct UnsplashDownloadDTO: Decodable, Sendable {
    let url: String
}
