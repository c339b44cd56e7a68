extension DemoPhoto {
    /// The photo as a list or search result (no detail fields), keys in sorted order; the same bytes as
    /// its `Encodable` form through `DemoRouter.encode`.
    var listJSON: DemoJSON {
        let timestamp = DemoTimestamp.string(from: created)
        let image = "\(baseURL)/images/\(id)"
        return .object([
            "alt_description": .string(altDescription),
            "asset_type": .string("photo"),
            "blur_hash": .string(blurHash),
            "breadcrumbs": .array([]),
            "color": .string(hexColor),
            "created_at": .string(timestamp),
            "current_user_collections": .array([]),
            "description": description.map(DemoJSON.string) ?? .null,
            "height": .int(height),
            "id": .string(id),
            "liked_by_user": .bool(false),
            "likes": .int(likes),
            "links": .object([
                "download": .string("\(baseURL)/photos/\(id)/download?force=true"),
                "download_location": .string("\(baseURL)/photos/\(id)/download?ixid=demo"),
                "html": .string("\(baseURL)/p/\(id)"),
                "self": .string("\(baseURL)/photos/\(id)"),
            ]),
            "promoted_at": index % 4 == 0 ? .string(timestamp) : .null,
            "slug": .string(slug),
            "sponsorship": .null,
            "topic_submissions": .object([:]),
            "updated_at": .string(timestamp),
            "urls": .object([
                "full": .string("\(image)?ixid=demo&q=85&fm=jpg"),
                "raw": .string("\(image)?ixid=demo"),
                "regular": .string("\(image)?ixid=demo&w=1080&fit=max"),
                "small": .string("\(image)?ixid=demo&w=400&fit=max"),
                "small_s3": .string("\(image)?ixid=demo&w=400&s3=1"),
                "thumb": .string("\(image)?ixid=demo&w=200&fit=max"),
            ]),
            "user": user.json(baseURL: baseURL),
            "width": .int(width),
        ])
    }
}

extension DemoUser {
    /// The user as Unsplash's user object, keys in sorted order.
    func json(baseURL: String) -> DemoJSON {
        let profile = "\(baseURL)/users/\(username)"
        return .object([
            "accepted_tos": .bool(true),
            "bio": .string("Photographer based in \(location)."),
            "first_name": .string(firstName),
            "for_hire": .bool(false),
            "id": .string(id),
            "instagram_username": .null,
            "last_name": .string(lastName),
            "links": .object([
                "followers": .string("\(profile)/followers"),
                "following": .string("\(profile)/following"),
                "html": .string("\(baseURL)/@\(username)"),
                "likes": .string("\(profile)/likes"),
                "photos": .string("\(profile)/photos"),
                "portfolio": .string("\(profile)/portfolio"),
                "self": .string(profile),
            ]),
            "location": .string(location),
            "name": .string("\(firstName) \(lastName)"),
            "portfolio_url": .null,
            "profile_image": .object([
                "large": .string("\(baseURL)/images/profile-\(id)?w=128"),
                "medium": .string("\(baseURL)/images/profile-\(id)?w=64"),
                "small": .string("\(baseURL)/images/profile-\(id)?w=32"),
            ]),
            "social": .object([
                "instagram_username": .null, "paypal_email": .null, "portfolio_url": .null, "twitter_username": .null,
            ]),
            "total_collections": .int(0),
            "total_likes": .int(totalPhotos * 3),
            "total_photos": .int(totalPhotos),
            "twitter_username": .null,
            "updated_at": .string("2026-01-01T00:00:00Z"),
            "username": .string(username),
        ])
    }
}
