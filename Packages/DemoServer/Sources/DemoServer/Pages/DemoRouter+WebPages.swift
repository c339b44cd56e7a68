extension DemoRouter {
    /// The web page `segments` name, where a photo's and a photographer's `links.html` point: `/p/{id}`
    /// or `/@{username}` (any query, such as Unsplash's referral parameters, is ignored); `nil` for an API
    /// path. An unknown photo or photographer is a 404 page.
    func webPage(_ segments: [String], baseURL: String) -> DemoResponse? {
        switch segments.count {
        case 2 where segments[0] == "p":
            guard let index = catalog.index(of: segments[1]), let photo = catalog.photo(at: index, baseURL: baseURL) else {
                return .html(DemoHTML.notFound("No photo has the id \(segments[1])."), status: 404)
            }
            return .html(DemoPhotoPage.html(photo))
        case 1 where segments[0].hasPrefix("@"):
            let username = String(segments[0].dropFirst())
            let photos = catalog.photos(byUsername: username, baseURL: baseURL, limit: DemoPhotographerPage.maximumPhotos)
            guard !photos.isEmpty else {
                return .html(DemoHTML.notFound("No photographer is called @\(username)."), status: 404)
            }
            return .html(DemoPhotographerPage.html(photos))
        default:
            return nil
        }
    }
}
