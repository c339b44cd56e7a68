/// The `sponsorship` object of a sponsored photo: who paid, and their line.
struct UnsplashSponsorshipDTO: Decodable, Sendable {
    let tagline: String?
    let sponsor: UnsplashUserDTO?
}
