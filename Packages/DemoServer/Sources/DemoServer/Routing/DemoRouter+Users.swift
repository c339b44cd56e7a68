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
}
