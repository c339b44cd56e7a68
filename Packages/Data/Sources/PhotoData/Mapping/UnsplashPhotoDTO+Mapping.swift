import Domain
import Foundation

extension UnsplashPhotoDTO {
    /// The domain photo, or `nil` when the item cannot be a valid photo (no id, an image URL that does not
    /// parse, a size or like count outside ``PlausibleRange``). Missing optional fields map to `nil`. The page
    /// link carries Unsplash's referral parameters (``UnsplashAPI/referralLinkText(_:)``).
    func toDomain() -> Photo? {
        guard let photoID = PhotoID(rawValue: id), PlausibleRange.isPhotoSize(width: width, height: height), PlausibleRange.isCount(likes),
              let photoURLs = PhotoURLs(
                  fullText: urls.full,
                  regularText: urls.regular,
                  smallText: urls.small,
                  thumbText: urls.thumb,
                  pageText: links?.html.flatMap(UnsplashAPI.referralLinkText),
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
            isPlus: premium?.value == true || plus?.value == true
        )
    }
}
