/// The `sponsorship` object of a sponsored photo: who paid, and their line.
struct UnsplashSponsorshipDTO: Decodable, Equatable, Sendable {
    let tagline: String?
    let sponsor: UnsplashUserDTO?
}
