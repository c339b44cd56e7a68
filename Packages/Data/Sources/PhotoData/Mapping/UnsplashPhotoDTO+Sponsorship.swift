import Domain

extension UnsplashPhotoDTO {
    /// The sponsorship in either generation's shape: 2020's `sponsorship` object, or 2019's `sponsored`
    /// flag with `sponsored_by`. A sponsorship without a named sponsor is no label anyone can read: none.
    var domainSponsorship: Sponsorship? {
        if let object = sponsorship?.value, let sponsor = object.sponsor {
            return Sponsorship(sponsor: sponsor.toDomain().name, tagline: object.tagline.trimmedText)
        }
        if sponsored?.value == true, let sponsor = sponsoredBy?.value {
            return Sponsorship(sponsor: sponsor.toDomain().name, tagline: nil)
        }
        return nil
    }
}
