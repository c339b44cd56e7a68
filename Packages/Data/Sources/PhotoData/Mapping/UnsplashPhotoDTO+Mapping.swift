import Domain
import Foundation

extension UnsplashPhotoDTO {
    /// The domain photo, or `nil` when the item cannot be a valid photo (no id, an image URL that does not
    /// parse, a size or like count outside ``PlausibleRange``). Missing optional fields map to `nil`. The page
    /// link carries Unsplash's referral parameters (``UnsplashAPI/referralLink(_:)``).
    func toDomain() -> Photo? {
        guard let photoID = PhotoID(rawValue: id), PlausibleRange.isPhotoSize(width: width, height: height), PlausibleRange.isCount(likes),
              let photoURLs = PhotoURLs(
                  fullText: urls.full,
                  regularText: urls.regular,
                  smallText: urls.small,
                  thumbText: urls.thumb,
                  pageText: links?.html.flatMap(URL.init(string:)).map(UnsplashAPI.referralLink)?.absoluteString,
                  downloadLocationText: links?.downloadLocation
              )
        else {
            return nil
        }
        return Photo(
            id: photoID,
            width: width,
            height: height,
            color: color.flatMap(RGBColor.init(hex:)),
            blurHash: blurHash.flatMap { $0.isEmpty ? nil : $0 },
            description: description.trimmedText,
            author: user.toDomain(),
            urls: photoURLs,
            likes: likes,
            createdAt: createdAt.flatMap(ISO8601.date(from:)),
            altDescription: altDescription.trimmedText,
            sponsorship: domainSponsorship,
            isPlus: premium == true || plus == true
        )
    }

    /// The sponsorship in either generation's shape: 2020's `sponsorship` object, or 2019's `sponsored`
    /// flag with `sponsored_by`. A sponsorship without a named sponsor is no label anyone can read: none.
    private var domainSponsorship: Sponsorship? {
        if let object = sponsorship?.value, let sponsor = object.sponsor {
            return Sponsorship(sponsor: sponsor.toDomain().name, tagline: object.tagline.trimmedText)
        }
        if sponsored == true, let sponsor = sponsoredBy?.value {
            return Sponsorship(sponsor: sponsor.toDomain().name, tagline: nil)
        }
        return nil
    }
}

extension UnsplashUserDTO {
    /// The domain author; the name falls back to the username; the profile link carries Unsplash's
    /// referral parameters.
    func toDomain() -> Author {
        Author(
            username: username,
            name: name.trimmedText ?? username,
            profileURL: links?.html.flatMap(URL.init(string:)).map(UnsplashAPI.referralLink)
        )
    }
}

extension UnsplashUserDTO {
    /// What the user object says beyond the author, or `nil` when it says nothing more (a list's photos
    /// often carry no place, portfolio or biography).
    func toProfile() -> PhotographerProfile? {
        let profile = PhotographerProfile(
            author: toDomain(),
            location: location.trimmedText,
            bio: bio.trimmedText,
            portfolioURLText: portfolioURL.trimmedText,
            totalPhotos: PlausibleRange.within(PlausibleRange.count, totalPhotos)
        )
        return profile.location == nil && profile.bio == nil && profile.portfolioURLText == nil && profile.totalPhotos == nil ? nil : profile
    }
}
