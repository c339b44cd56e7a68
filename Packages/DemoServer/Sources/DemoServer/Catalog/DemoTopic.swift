/// One of the demo's fixed topics (Unsplash's editorial themes: `GET /topics`). A topic holds the catalog
/// photos whose subject, mood or place fits it (see ``contains(_:)``), so its photos look like its title
/// and a photo's detail can name the topics it is in.
struct DemoTopic: Sendable {
    /// The topic's position in ``all`` (the `position` order of `GET /topics`).
    let number: Int
    /// An id in Unsplash's shape (11 URL-safe characters).
    let id: String
    /// The handle in addresses; `-film` begins with a dash on purpose, so a client must keep it from
    /// reading as an option.
    let slug: String
    let title: String
    let description: String
    /// Subjects (an alternative text's words before "photo") whose photos are in the topic.
    let subjects: [String]
    /// Words of a description (a mood or a place) that put a photo in the topic.
    let descriptionWords: [String]
    /// Landscape photos liked at least this much are in the topic (the wallpapers).
    let minimumLikes: Int?
    let publishedAt: String
    let startsAt: String
    /// When a time-limited topic stops taking submissions; nil for a lasting one.
    let endsAt: String?
    /// `open`, or `closed` for a time-limited topic that ended.
    let status: String

    /// Whether `photo` belongs to the topic.
    func contains(_ photo: DemoPhoto) -> Bool {
        let subject = photo.altDescription.hasSuffix(" photo") ? String(photo.altDescription.dropLast(6)) : photo.altDescription
        if subjects.contains(subject) { return true }
        if let description = photo.description?.lowercased(), descriptionWords.contains(where: description.contains) { return true }
        if let minimumLikes, photo.orientation == "landscape", photo.likes >= minimumLikes { return true }
        return false
    }

    /// The short form a photo's detail lists under `topics`.
    var reference: [String: String] {
        ["id": id, "title": title, "slug": slug, "visibility": "featured"]
    }

    /// The topic object, keys in sorted order. `members` are the indices of its photos, newest first: the
    /// cover is the newest that is not an advertisement, its photographer the owner, and the four newest
    /// are the previews.
    func json(members: [Int], catalog: DemoCatalog, baseURL: String) -> DemoJSON {
        let cover = members.first { !DemoCatalog.isSponsored(at: $0) }.flatMap { catalog.photo(at: $0, baseURL: baseURL) }
        let previews = members.prefix(4).compactMap { catalog.photo(at: $0, baseURL: baseURL) }
        let address = "\(baseURL)/topics/\(slug)"
        return .object([
            "cover_photo": cover?.listJSON ?? .null,
            "current_user_contributions": .array([]),
            "description": .string(description),
            "ends_at": endsAt.map(DemoJSON.string) ?? .null,
            "featured": .bool(true),
            "id": .string(id),
            "links": .object([
                "html": .string("\(baseURL)/t/\(slug)"), "photos": .string("\(address)/photos"), "self": .string(address),
            ]),
            "only_submissions_after": .null,
            "owners": .array(cover.map { [$0.user.json(baseURL: baseURL)] } ?? []),
            "preview_photos": .array(previews.map(\.previewJSON)),
            "published_at": .string(publishedAt),
            "slug": .string(slug),
            "starts_at": .string(startsAt),
            "status": .string(status),
            "title": .string(title),
            "total_current_user_submissions": .null,
            "total_photos": .int(members.count),
            "updated_at": .string("2026-06-01T12:00:00Z"),
            "visibility": .string("featured"),
        ])
    }

    /// The topic whose id or slug is `idOrSlug`, as `GET /topics/{id_or_slug}` finds it.
    static func find(_ idOrSlug: String) -> DemoTopic? {
        all.first { $0.slug == idOrSlug || $0.id == idOrSlug }
    }

    /// The topics, in their editorial order.
    static let all: [DemoTopic] = [
        topic(0, "htDdDxuI2nr", "wallpapers", "Wallpapers", "From epic drone shots to inspiring moments in nature: submit your best desktop and mobile backgrounds.",
              minimumLikes: 800, published: "2020-04-17T02:31:04Z"),
        topic(1, "HkZWzr5L817", "nature", "Nature", "Let’s celebrate the magic of Mother Earth: forests, ridges, meadows and falling water.",
              subjects: ["forest", "mountain ridge", "waterfall", "meadow", "canyon", "glacier", "river bend"], published: "2020-04-06T14:20:12Z"),
        topic(2, "AhHUiPhK6Sg", "3d-renders", "3D Renders", "Colours turned up until the world looks rendered.",
              words: ["vivid"], published: "2021-06-16T18:09:53Z"),
        topic(3, "qiPeTnOjAP5", "travel", "Travel", "Harbours, markets and vineyards: the places worth the journey.",
              subjects: ["harbour", "vineyard", "market", "lighthouse"], words: ["from above"], published: "2020-04-06T14:20:17Z"),
        topic(4, "Ce0sboO6wXc", "architecture-interior", "Architecture & Interiors", "Exploring the lines of bridges, lighthouses and rooftops.",
              subjects: ["lighthouse", "bridge", "rooftops"], published: "2021-09-13T23:57:56Z"),
        topic(5, "zgRI-UiqSgx", "street-photography", "Street Photography", "When the street is the stage: city life and markets.",
              subjects: ["city street", "market"], published: "2020-09-24T11:33:24Z"),
        topic(6, "NpJymNOJmT9", "textures-patterns", "Textures & Patterns", "Close-ups of sand, frost and stone — the patterns nature repeats.",
              subjects: ["desert dunes", "sea cliffs"], words: ["frozen"], published: "2020-04-06T14:20:11Z"),
        topic(7, "DP0Saf_rP9A", "experimental", "Experimental", "Blue hours, moonlight and midnights: photos that try something new.",
              words: ["blue-hour", "moonlit", "at midnight"], published: "2020-04-06T14:20:23Z"),
        topic(8, "yzgUcUMscWR", "-film", "Film", "Grain, haze and the soft light of analogue film.",
              words: ["hazy", "in the fog", "silent"], published: "2020-04-06T14:20:16Z"),
        topic(9, "n_fHlqJdhAd", "on-the-lake", "On the Lake",
              "Still water and long reflections. \r\n\r\n<p>Learn more <a href=\"https://blog.photolist-demo.example/on-the-lake\">here</a>.</p>",
              subjects: ["lake"], published: "2025-07-27T16:25:20Z", ends: "2026-08-31T23:59:59Z"),
        topic(10, "DtZiX3QB8H_", "golden-hour", "Golden Hour", "The warm, low light just after sunrise and before sunset.",
              words: ["golden", "sunlit", "at dawn", "at dusk"], published: "2022-05-02T09:00:00Z"),
        topic(11, "9URHQEDSpuV", "rainy-days", "Rainy Days", "Storms, showers and the shine after the rain.",
              words: ["rainy", "stormy", "after the rain"], published: "2024-10-01T08:00:00Z", ends: "2024-11-30T23:59:59Z", status: "closed"),
    ]

    private static func topic(
        _ number: Int, _ id: String, _ slug: String, _ title: String, _ description: String,
        subjects: [String] = [], words: [String] = [], minimumLikes: Int? = nil,
        published: String, ends: String? = nil, status: String = "open"
    ) -> DemoTopic {
        DemoTopic(
            number: number, id: id, slug: slug, title: title, description: description, subjects: subjects, descriptionWords: words,
            minimumLikes: minimumLikes, publishedAt: published, startsAt: String(published.prefix(10)) + "T00:00:00Z", endsAt: ends,
            status: status
        )
    }
}
