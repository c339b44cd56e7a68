#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension PhotoDetail {
    /// This detail with every link it holds (its photo's, and its photographer's profile link) passed
    /// through `move`, and every other fact kept as it is: ``Photo/movingLinks(_:)`` for a detail, beside
    /// the entity for the same reason, so a fact added to ``PhotoDetail`` is carried here too. (A
    /// photographer's portfolio is their own site, not the server's, and stays.)
    public func movingLinks(_ move: (URL) -> URL) -> PhotoDetail {
        PhotoDetail(
            photo: photo.movingLinks(move),
            exif: exif,
            location: location,
            tags: tags,
            downloads: downloads,
            views: views,
            topics: topics,
            photographer: photographer.map { profile in
                PhotographerProfile(
                    author: Author(username: profile.author.username, name: profile.author.name, profileURL: profile.author.profileURL.map(move)),
                    location: profile.location,
                    bio: profile.bio,
                    portfolioURLText: profile.portfolioURLText,
                    totalPhotos: profile.totalPhotos
                )
            },
            origin: origin
        )
    }
}
