public import Domain
import Foundation
public import Presentation

/// Renders a photo list state as photolist's documented JSON:
/// `{"page": N, "hasNextPage": Bool, "total": N | null, "cutShort": Bool, "sponsoredLeftOut": N, "rateLimit": {"remaining", "limit"} | null, "cachedAt": ISO 8601 | null,
/// "outage": {"kind", "httpStatus", "resetsAt"} | null, "photos": [{"id", "width", "height", "author": {"name", "username"}, "description", "altDescription",
/// "sponsorship": {"sponsor", "tagline"} | null, "plus", "likes", "color", "blurHash"}]}`, plus `"query"`
/// and `"totalPages"` for search results, the feed's name for a feed's photos and the photographer's
/// `"profile"` (as `show` gives a photo's author) for a user's. Optional values are
/// `null`, never missing; keys are sorted.
public enum PhotoListJSONView {
    private struct Page: Encodable {
        let feed: (name: String, key: String)?
        let profile: PhotographerJSON?
        let query: String?
        let total: Int?
        let totalPages: Int?
        let page: Int
        let hasNextPage: Bool
        let cutShort: Bool
        let sponsoredLeftOut: Int
        let rateLimit: RateLimitJSON?
        let cachedAt: String?
        let outage: OutageJSON?
        let photos: [PhotoJSON]

        private enum CodingKeys: String, CodingKey { case profile, query, total, totalPages, page, hasNextPage, cutShort, sponsoredLeftOut, rateLimit, cachedAt, outage, photos }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let feed {  // a feed's output names it: "topic", "collection" or "user"
                var named = encoder.container(keyedBy: FeedKey.self)
                try named.encode(feed.key, forKey: FeedKey(stringValue: feed.name))
            }
            if let profile {  // a user's photos: who they are
                try container.encode(profile, forKey: .profile)
            }
            try container.encode(total, forKey: .total)  // how many the listing holds; null when the source does not say, or its count is below the rows it sent
            if let query {  // search output only
                try container.encode(query, forKey: .query)
                try container.encode(totalPages, forKey: .totalPages)
            }
            try container.encode(page, forKey: .page)
            try container.encode(hasNextPage, forKey: .hasNextPage)
            try container.encode(cutShort, forKey: .cutShort)  // no next page because this one added no photo, not because the source said so
            try container.encode(sponsoredLeftOut, forKey: .sponsoredLeftOut)  // left out as asked (--no-sponsored), here and on pages passed over
            try container.encode(rateLimit, forKey: .rateLimit)  // explicit null when the source reports none
            try container.encode(cachedAt, forKey: .cachedAt)  // null when the page is fresh from the source
            try container.encode(outage, forKey: .outage)  // null unless the copy stood in for a source that could not answer
            try container.encode(photos, forKey: .photos)
        }
    }

    /// The one key a feed's output adds, named by the feed.
    private struct FeedKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// One photo of the documented schema.
    struct PhotoJSON: Encodable {
        struct AuthorJSON: Encodable {
            let name: String
            let username: String?

            private enum CodingKeys: String, CodingKey { case name, username }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(name, forKey: .name)
                try container.encode(username, forKey: .username)  // null for a source without usernames
            }
        }

        let id: String
        let width: Int
        let height: Int
        let author: AuthorJSON
        let description: String?
        let altDescription: String?
        let sponsorship: SponsorshipJSON?
        let plus: Bool
        let likes: Int?
        let color: String?
        let blurHash: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encode(author, forKey: .author)
            try container.encode(description, forKey: .description)  // explicit null when absent
            try container.encode(altDescription, forKey: .altDescription)
            try container.encode(sponsorship, forKey: .sponsorship)
            try container.encode(plus, forKey: .plus)
            try container.encode(likes, forKey: .likes)
            try container.encode(color, forKey: .color)
            try container.encode(blurHash, forKey: .blurHash)
        }

        private enum CodingKeys: String, CodingKey {
            case id, width, height, author, description, altDescription, sponsorship, plus, likes, color, blurHash
        }
    }

    /// The JSON text (pretty-printed, keys sorted); `query` is included for search results, `feed` (e.g.
    /// `("topic", "nature")`) for a feed's photos, and `profile` (`"profile"`) for a user's.
    public static func render(
        _ state: PhotoListState, query: String? = nil, feed: (name: String, key: String)? = nil, profile: PhotographerProfile? = nil
    ) -> String {
        let page = Page(
            feed: feed,
            profile: profile.map { PhotographerJSON($0.author, profile: $0) },
            query: query,
            total: state.total,
            totalPages: state.totalPages,
            page: state.page ?? 0,
            hasNextPage: state.hasMore,
            cutShort: state.isCutShort,
            sponsoredLeftOut: state.sponsoredLeftOut,
            rateLimit: state.rateLimit.map(RateLimitJSON.init),
            cachedAt: state.cachedAt.map(ISO8601Timestamp.string(from:)),
            outage: state.offlineCopy?.outage.map(OutageJSON.init),
            photos: photos(state.items)
        )
        return JSONOutput.encode(page)
    }

    /// The items in the documented photo schema.
    static func photos(_ items: some Sequence<PhotoListItem>) -> [PhotoJSON] {
        items.map { item in
            PhotoJSON(
                id: item.id.rawValue,
                width: item.width,
                height: item.height,
                author: .init(name: item.authorName, username: item.photo.author.username),
                description: item.photo.description,
                altDescription: item.photo.altDescription,
                sponsorship: SponsorshipJSON(item.photo.sponsorship),
                plus: item.photo.isPlus,
                likes: item.likes,
                color: item.colorHex,
                blurHash: item.blurHash
            )
        }
    }
}
