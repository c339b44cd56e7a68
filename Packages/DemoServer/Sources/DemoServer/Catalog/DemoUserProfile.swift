/// A public profile (`GET /users/{username}`): the user object every photo of theirs carries, with what
/// Unsplash adds for the profile itself (badge, counts of followers and downloads, their latest photos,
/// tags). It is built from the same user and photos as their web page (``DemoPhotographerPage``), so the
/// two agree.
struct DemoUserProfile {
    /// Whose profile.
    let user: DemoUser
    /// Their photos in the catalog with their details (tags, downloads), newest first; at least one.
    let photos: [DemoPhoto]

    /// The profile object, keys in sorted order: the 2023 shape (`erball-user-2023.json`).
    func json(baseURL: String) -> DemoJSON {
        let handle = user.socialHandle.map(DemoJSON.string) ?? .null
        let portfolio = user.portfolioURL.map(DemoJSON.string) ?? .null
        let hash = DemoUser.stableHash(user.username)
        let subjects = Self.unique(photos.map { $0.altDescription.hasSuffix(" photo") ? String($0.altDescription.dropLast(6)) : $0.altDescription })
        let tags = Self.unique(photos.flatMap { photo in photo.detail?.tags ?? [] })
        let downloads = photos.reduce(0) { $0 + ($1.detail?.downloads ?? 0) }
        return .object([
            "accepted_tos": .bool(true),
            "allow_messages": .bool(user.sponsor == nil),
            "badge": user.sponsor == nil
                ? .null
                : .object(["link": .null, "primary": .bool(true), "slug": .string("verified"), "title": .string("Verified")]),
            "bio": .string(user.bio),
            "downloads": .int(downloads),
            "first_name": .string(user.firstName),
            "followed_by_user": .bool(false),
            "followers_count": .int(Int(hash % 2_000)),
            "following_count": .int(Int(hash / 2_000 % 300)),
            "for_hire": .bool(user.forHire),
            "id": .string(user.id),
            "instagram_username": handle,
            "last_name": user.lastName.isEmpty ? .null : .string(user.lastName),
            "links": user.linksJSON(baseURL: baseURL),
            "location": .string(user.location),
            "meta": .object(["index": .bool(true)]),
            "name": .string(user.name),
            "numeric_id": .int(1_000_000 + Int(hash % 40_000_000)),
            "photos": .array(photos.prefix(3).map(\.previewJSON)),
            "portfolio_url": portfolio,
            "profile_image": user.profileImageJSON(baseURL: baseURL),
            "social": .object([
                "instagram_username": handle, "paypal_email": .null, "portfolio_url": portfolio, "twitter_username": handle,
            ]),
            "tags": .object([
                "aggregated": .array(tags.prefix(10).map(Self.tagJSON)),
                "custom": .array(subjects.prefix(5).map(Self.tagJSON)),
            ]),
            "total_collections": .int(user.totalCollections),
            "total_likes": .int(user.totalPhotos * 3),
            "total_photos": .int(user.totalPhotos),
            "twitter_username": handle,
            "updated_at": .string("2026-01-01T00:00:00Z"),
            "username": .string(user.username),
        ])
    }

    private static func tagJSON(_ title: String) -> DemoJSON {
        .object(["title": .string(title), "type": .string("search")])
    }

    /// `words` without repeats, in first-seen order.
    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
