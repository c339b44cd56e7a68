import Domain
import Foundation

extension UnsplashUserDTO {
    /// The domain author; the name falls back to the username; the profile link carries Unsplash's
    /// referral parameters.
    func toDomain() -> Author {
        Author(
            username: username,
            name: name.trimmedText ?? username,
            // As text, which spares a plain link URL and URLComponents (the same link: UnsplashReferralLinkTests).
            profileURLText: links?.html.flatMap(UnsplashAPI.referralLinkText)
        )
    }
}

extension UnsplashUserDTO {
    /// What the user object says beyond the author, or `nil` when it says nothing more (a list's photos
    /// often carry no place, portfolio or biography).
    func toProfile() -> PhotographerProfile? {
        let profile = PhotographerProfile(
            author: toDomain(),
            location: location?.value.trimmedText,
            bio: bio?.value.trimmedText,
            portfolioURLText: portfolioURL?.value.trimmedText,
            totalPhotos: PlausibleRange.within(PlausibleRange.count, totalPhotos?.value)
        )
        return profile.location == nil && profile.bio == nil && profile.portfolioURLText == nil && profile.totalPhotos == nil ? nil : profile
    }
}
