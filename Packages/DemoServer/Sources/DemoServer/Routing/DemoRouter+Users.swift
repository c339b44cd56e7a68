extension DemoRouter {
    /// `GET /users/{username}`: the public profile of a photographer or a sponsor with a photo in the
    /// catalog (the same user and photos as their page at `/@{username}`).
    func userProfile(username: String, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let photos = catalog.photoIndices(byUsername: username).compactMap { catalog.detailedPhoto(at: $0, baseURL: baseURL) }
        guard let newest = photos.first else {
            return .error(404, "Couldn't find User")
        }
        return .json(DemoUserProfile(user: newest.user, photos: photos).json(baseURL: baseURL).bytes, headers: extraHeaders)
    }

    /// `GET /users/{username}/photos?page=&per_page=&order_by=latest|oldest|popular&orientation=`: their
    /// photos, paged and ordered as `GET /photos`; `X-Total` is how many they have (their `total_photos`).
    func userPhotos(username: String, _ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let indices = catalog.photoIndices(byUsername: username)
        guard !indices.isEmpty else {
            return .error(404, "Couldn't find User")
        }
        if let rejection = listingRejection(request, orders: Self.photoOrders) {
            return rejection
        }
        return photoListing(
            indices, listing: "user \(username)", path: "/users/\(username)/photos", ordered: true, request, baseURL: baseURL,
            extraHeaders: extraHeaders
        )
    }

    /// The user's other addresses `links` names beside their photos, which ``userExtra(_:username:_:baseURL:extraHeaders:)`` answers.
    static let userExtras: Set = ["likes", "followers", "following", "portfolio"]

    /// `GET /users/{username}/likes`, `/followers`, `/following` and `/portfolio`, where a user's `links`
    /// point: no demo user likes or follows anyone, so the lists are empty, paged as every list is (the
    /// likes as a photo listing, refusing an `order_by` or `orientation` it does not take and carrying
    /// them in its links), and the portfolio is `{"url": …}`, the user's portfolio address or null.
    func userExtra(_ extra: String, username: String, _ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard let newest = catalog.photos(byUsername: username, baseURL: baseURL, limit: 1).first else {
            return .error(404, "Couldn't find User")
        }
        if extra == "portfolio" {
            return .json(DemoJSON.object(["url": newest.user.portfolioURL.map(DemoJSON.string) ?? .null]).bytes, headers: extraHeaders)
        }
        if extra == "likes" {
            if let rejection = listingRejection(request, orders: Self.photoOrders) { return rejection }
            return photoListing([], listing: "likes", path: "/users/\(username)/likes", ordered: true, request, baseURL: baseURL, extraHeaders: extraHeaders)
        }
        return pagedResponse(total: 0, request, pathAndQuery: "/users/\(username)/\(extra)", baseURL: baseURL, extraHeaders: extraHeaders) { _ in [] }
    }
}
