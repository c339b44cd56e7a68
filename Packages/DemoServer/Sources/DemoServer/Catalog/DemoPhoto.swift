import Foundation

/// One catalog photo, encoded exactly as Unsplash's API encodes a photo object (every documented field).
struct DemoPhoto: Encodable, Sendable {
    let id: String
    let index: Int
    let created: Date
    let width: Int
    let height: Int
    /// Its picture's mean colour, `0xRRGGBB` (see ``DemoLook/color``).
    let color: UInt32
    /// How its picture is made from a bundled photograph.
    let look: DemoLook
    let likes: Int
    let description: String?
    let altDescription: String
    let user: DemoUser
    /// `http://host:port` of the server answering, so links point back at it.
    let baseURL: String
    /// Exif, location, tags, topics and counts, which Unsplash sends only for `GET /photos/{id}`.
    var detail: DemoPhotoDetail?

    /// Its picture's BlurHash, computed from the picture's block means when the photo is encoded (a search
    /// that only filters photos never pays for it).
    var blurHash: String { look.blurHash }

    /// Whether it is an Unsplash+ photo (`premium` and `plus`). Its pictures are still served from the
    /// demo's `/images`, where the real service would use plus.unsplash.com, so a client can show them.
    var isPlus: Bool { DemoCatalog.isPlus(at: index) }

    /// The words a search matches against, lower-cased.
    var searchableText: String {
        [description ?? "", altDescription, user.name, user.location].joined(separator: " ").lowercased()
    }

    /// Unsplash's orientation filter value for this photo.
    var orientation: String {
        width > height ? "landscape" : width < height ? "portrait" : "squarish"
    }

    private enum Keys: String, CodingKey {
        case id, slug, width, height, color, likes, description, urls, links, user, breadcrumbs, sponsorship
        case createdAt = "created_at", updatedAt = "updated_at", promotedAt = "promoted_at"
        case blurHash = "blur_hash", likedByUser = "liked_by_user", altDescription = "alt_description"
        case currentUserCollections = "current_user_collections", topicSubmissions = "topic_submissions"
        case assetType = "asset_type", premium, plus
        case exif, location, tags, downloads, views, topics, meta
        case publicDomain = "public_domain", tagsPreview = "tags_preview"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        let timestamp = DemoTimestamp.string(from: created)
        try container.encode(id, forKey: .id)
        try container.encode(slug, forKey: .slug)
        try container.encode(timestamp, forKey: .createdAt)
        try container.encode(timestamp, forKey: .updatedAt)
        try container.encode(index % 4 == 0 ? timestamp : nil, forKey: .promotedAt)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(hexColor, forKey: .color)
        try container.encode(blurHash, forKey: .blurHash)
        try container.encode(likes, forKey: .likes)
        try container.encode(false, forKey: .likedByUser)
        try container.encode(description, forKey: .description)
        try container.encode(altDescription, forKey: .altDescription)
        try container.encode([String](), forKey: .breadcrumbs)
        try container.encode(urls, forKey: .urls)
        try container.encode(links, forKey: .links)
        try container.encode([String](), forKey: .currentUserCollections)
        if let sponsor = user.sponsor {
            try container.encode(sponsor.encodableSponsorship(photoID: id, sponsor: user.encodable(baseURL: baseURL)), forKey: .sponsorship)
        } else {
            try container.encodeNil(forKey: .sponsorship)
        }
        try container.encode([String: String](), forKey: .topicSubmissions)
        try container.encode("photo", forKey: .assetType)
        try container.encode(isPlus, forKey: .premium)
        try container.encode(isPlus, forKey: .plus)
        try container.encode(user.encodable(baseURL: baseURL), forKey: .user)
        if let detail {
            try container.encode(detail.exif, forKey: .exif)
            try container.encode(detail.location, forKey: .location)
            try container.encode(detail.tags.map { ["type": "search", "title": $0] }, forKey: .tags)
            try container.encode(detail.tags.prefix(3).map { ["type": "search", "title": $0] }, forKey: .tagsPreview)
            try container.encode(detail.topics.map(\.reference), forKey: .topics)
            try container.encode(detail.downloads, forKey: .downloads)
            try container.encode(detail.views, forKey: .views)
            try container.encode(["index": true], forKey: .meta)
            try container.encode(false, forKey: .publicDomain)
        }
    }

    var slug: String {
        (altDescription.split(separator: " ", omittingEmptySubsequences: false).joined(separator: "-") + "-" + id).lowercased()
    }

    var hexColor: String {
        let digits = String(color, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    private var urls: [String: String] {
        let image = "\(baseURL)/images/\(id)"
        return [
            "raw": "\(image)?ixid=demo",
            "full": "\(image)?ixid=demo&q=85&fm=jpg",
            "regular": "\(image)?ixid=demo&w=1080&fit=max",
            "small": "\(image)?ixid=demo&w=400&fit=max",
            "thumb": "\(image)?ixid=demo&w=200&fit=max",
            "small_s3": "\(image)?ixid=demo&w=400&s3=1",
        ]
    }

    private var links: [String: String] {
        [
            "self": "\(baseURL)/photos/\(id)",
            "html": "\(baseURL)/p/\(id)",
            "download": "\(baseURL)/photos/\(id)/download?force=true",
            "download_location": "\(baseURL)/photos/\(id)/download?ixid=demo",
        ]
    }
}

/// The account that posted a catalog photo: a photographer, or a sponsor's brand account.
struct DemoUser: Sendable {
    let id: String
    let username: String
    let firstName: String
    /// Empty for a brand's account, which has none (encoded as null, as Unsplash sends it).
    let lastName: String
    let location: String
    let totalPhotos: Int
    /// How many of the demo's collections they curate.
    var totalCollections = 0
    /// The brand, for a sponsor's account.
    var sponsor: DemoSponsor?

    /// "Ada García", or a brand's name alone.
    var name: String {
        lastName.isEmpty ? firstName : "\(firstName) \(lastName)"
    }

    /// What they say of themselves: "Photographer based in Lisbon.", or the brand's line.
    var bio: String {
        sponsor?.bio ?? "Photographer based in \(location)."
    }

    /// Their own site on an invented domain, or nil: about a quarter of photographers link none.
    var portfolioURL: String? {
        if let sponsor { return sponsor.website }
        let hash = Self.stableHash(username)
        switch hash % 8 {
        case 0, 1: return nil
        case 2, 3, 4: return "https://\(username).lensfolio.example"
        default: return "https://www.\(username)-photography.example"
        }
    }

    /// Whether they take commissions (a third of photographers; no brand).
    var forHire: Bool {
        sponsor == nil && Self.stableHash(username) / 8 % 3 == 0
    }

    /// Their Instagram and Twitter handle: brands have one, the demo's photographers none.
    var socialHandle: String? {
        sponsor?.username
    }

    /// A hash of `text` that is the same on every run and machine (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        var mixer = SplitMix64(seed: hash)
        return mixer.next()
    }

    func encodable(baseURL: String) -> EncodableUser {
        EncodableUser(user: self, baseURL: baseURL)
    }

    /// The user encoded as Unsplash's user object.
    struct EncodableUser: Encodable {
        let user: DemoUser
        let baseURL: String

        private enum Keys: String, CodingKey {
            case id, username, name, bio, location, links, social
            case updatedAt = "updated_at", firstName = "first_name", lastName = "last_name"
            case twitterUsername = "twitter_username", portfolioURL = "portfolio_url"
            case instagramUsername = "instagram_username", profileImage = "profile_image"
            case totalCollections = "total_collections", totalLikes = "total_likes", totalPhotos = "total_photos"
            case acceptedTOS = "accepted_tos", forHire = "for_hire"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            let profile = "\(baseURL)/users/\(user.username)"
            try container.encode(user.id, forKey: .id)
            try container.encode("2026-01-01T00:00:00Z", forKey: .updatedAt)
            try container.encode(user.username, forKey: .username)
            try container.encode(user.name, forKey: .name)
            try container.encode(user.firstName, forKey: .firstName)
            try container.encode(user.lastName.isEmpty ? nil : user.lastName, forKey: .lastName)
            try container.encode(user.socialHandle, forKey: .twitterUsername)
            try container.encode(user.portfolioURL, forKey: .portfolioURL)
            try container.encode(user.bio, forKey: .bio)
            try container.encode(user.location, forKey: .location)
            try container.encode([
                "self": profile, "html": "\(baseURL)/@\(user.username)", "photos": "\(profile)/photos",
                "likes": "\(profile)/likes", "portfolio": "\(profile)/portfolio",
                "following": "\(profile)/following", "followers": "\(profile)/followers",
            ], forKey: .links)
            try container.encode(
                ["small": 32, "medium": 64, "large": 128].mapValues { user.profileImageAddress(baseURL: baseURL, side: $0) }, forKey: .profileImage
            )
            try container.encode(user.socialHandle, forKey: .instagramUsername)
            try container.encode(user.totalCollections, forKey: .totalCollections)
            try container.encode(user.totalPhotos * 3, forKey: .totalLikes)
            try container.encode(user.totalPhotos, forKey: .totalPhotos)
            try container.encode(true, forKey: .acceptedTOS)
            try container.encode(user.forHire, forKey: .forHire)
            try container.encode([
                "instagram_username": user.socialHandle, "portfolio_url": user.portfolioURL, "twitter_username": user.socialHandle,
                "paypal_email": nil,
            ] as [String: String?], forKey: .social)
        }
    }
}
