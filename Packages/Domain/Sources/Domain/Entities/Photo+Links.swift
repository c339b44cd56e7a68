#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension Photo {
    /// This photo with every link it holds (its pictures, its page, its download location and its
    /// photographer's profile) passed through `move`, and every other fact kept as it is.
    ///
    /// For a stored photo whose server now answers elsewhere. It lives beside the entity so that a fact or
    /// a link added to ``Photo`` is carried here too, not dropped by a copy made field by field elsewhere.
    public func movingLinks(_ move: (URL) -> URL) -> Photo {
        Photo(
            id: id,
            width: width,
            height: height,
            color: color,
            blurHash: blurHash,
            description: description,
            author: Author(username: author.username, name: author.name, profileURL: author.profileURL.map(move)),
            urls: PhotoURLs(
                full: move(urls.full),
                regular: move(urls.regular),
                small: move(urls.small),
                thumb: move(urls.thumb),
                page: urls.page.map(move),
                downloadLocation: urls.downloadLocation.map(move)
            ),
            likes: likes,
            createdAt: createdAt,
            altDescription: altDescription,
            sponsorship: sponsorship,
            isPlus: isPlus
        )
    }
}
