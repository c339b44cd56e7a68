extension DemoPhoto {
    /// The photo as a list or search result (no detail fields), keys in sorted order; the same bytes as
    /// its `Encodable` form through `DemoRouter.encode`.
    var listJSON: DemoJSON {
        let timestamp = DemoTimestamp.string(from: created)
        let userJSON = user.json(baseURL: baseURL)
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
            "plus": .bool(isPlus),
            "premium": .bool(isPlus),
            "promoted_at": index % 4 == 0 ? .string(timestamp) : .null,
            "slug": .string(slug),
            "sponsorship": user.sponsor.map { $0.sponsorshipJSON(photoID: id, sponsor: userJSON) } ?? .null,
            "topic_submissions": .object([:]),
            "updated_at": .string(timestamp),
            "urls": urlsJSON,
            "user": userJSON,
            "width": .int(width),
        ])
    }

    /// The short form topics, collections and profiles list as `preview_photos` (and a profile as
    /// `photos`): id, slug, times, BlurHash and picture addresses.
    var previewJSON: DemoJSON {
        let timestamp = DemoTimestamp.string(from: created)
        return .object([
            "blur_hash": .string(blurHash),
            "created_at": .string(timestamp),
            "id": .string(id),
            "slug": .string(slug),
            "updated_at": .string(timestamp),
            "urls": urlsJSON,
        ])
    }

    /// `urls`: the picture at each size, all on the demo's own image route.
    private var urlsJSON: DemoJSON {
        let image = "\(baseURL)/images/\(id)"
        return .object([
            "full": .string("\(image)?ixid=demo&q=85&fm=jpg"),
            "raw": .string("\(image)?ixid=demo"),
            "regular": .string("\(image)?ixid=demo&w=1080&fit=max"),
            "small": .string("\(image)?ixid=demo&w=400&fit=max"),
            "small_s3": .string("\(image)?ixid=demo&w=400&s3=1"),
            "thumb": .string("\(image)?ixid=demo&w=200&fit=max"),
        ])
    }
}

extension DemoUser {
    /// The user as Unsplash's user object, keys in sorted order.
    func json(baseURL: String) -> DemoJSON {
        let handle = socialHandle.map(DemoJSON.string) ?? .null
        let portfolio = portfolioURL.map(DemoJSON.string) ?? .null
        return .object([
            "accepted_tos": .bool(true),
            "bio": .string(bio),
            "first_name": .string(firstName),
            "for_hire": .bool(forHire),
            "id": .string(id),
            "instagram_username": handle,
            "last_name": lastName.isEmpty ? .null : .string(lastName),
            "links": linksJSON(baseURL: baseURL),
            "location": .string(location),
            "name": .string(name),
            "portfolio_url": portfolio,
            "profile_image": profileImageJSON(baseURL: baseURL),
            "social": .object([
                "instagram_username": handle, "paypal_email": .null, "portfolio_url": portfolio, "twitter_username": handle,
            ]),
            "total_collections": .int(totalCollections),
            "total_likes": .int(totalPhotos * 3),
            "total_photos": .int(totalPhotos),
            "twitter_username": handle,
            "updated_at": .string("2026-01-01T00:00:00Z"),
            "username": .string(username),
        ])
    }

    /// `links`: the profile's API addresses and its web page.
    func linksJSON(baseURL: String) -> DemoJSON {
        let profile = "\(baseURL)/users/\(username)"
        return .object([
            "followers": .string("\(profile)/followers"),
            "following": .string("\(profile)/following"),
            "html": .string("\(baseURL)/@\(username)"),
            "likes": .string("\(profile)/likes"),
            "photos": .string("\(profile)/photos"),
            "portfolio": .string("\(profile)/portfolio"),
            "self": .string(profile),
        ])
    }

    /// `profile_image` at Unsplash's three sizes.
    func profileImageJSON(baseURL: String) -> DemoJSON {
        .object([
            "large": .string(profileImageAddress(baseURL: baseURL, side: 128)),
            "medium": .string(profileImageAddress(baseURL: baseURL, side: 64)),
            "small": .string(profileImageAddress(baseURL: baseURL, side: 32)),
        ])
    }

    /// The profile picture's address at `side` pixels square (Unsplash's sizes: 32, 64, 128): a square cut
    /// from the user's newest photo (``DemoRouter``'s `/images/profile-{username}`).
    func profileImageAddress(baseURL: String, side: Int) -> String {
        "\(baseURL)/images/\(DemoRouter.profilePicturePrefix)\(username)?w=\(side)&h=\(side)&fit=crop"
    }
}
