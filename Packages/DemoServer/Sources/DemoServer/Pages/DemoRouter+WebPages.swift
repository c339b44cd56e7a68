import Foundation

extension DemoRouter {
    /// What follows a collection's id in its API's addresses, which no collection's page may take.
    static let collectionAPIPaths: Set = ["photos", "related"]

    /// The web page `segments` name, where a photo's, a photographer's, a topic's and a collection's
    /// `links.html` point: `/p/{id}`, `/@{username}`, `/t/{slug}` or `/collections/{id}/{slug}` (any query,
    /// such as Unsplash's referral parameters, is ignored); `nil` for an API path. An unknown photo,
    /// photographer, topic or collection is a 404 page.
    func webPage(_ segments: [String], baseURL: String) -> DemoResponse? {
        switch segments.count {
        case 2 where segments[0] == "p":
            guard let index = catalog.index(of: segments[1]), let photo = catalog.photo(at: index, baseURL: baseURL) else {
                return .html(DemoHTML.notFound("No photo has the id \(segments[1])."), status: 404)
            }
            return .html(DemoPhotoPage.html(photo))
        case 1 where segments[0].hasPrefix("@"):
            let username = String(segments[0].dropFirst())
            let photos = catalog.photos(byUsername: username, baseURL: baseURL, limit: DemoListingPage.maximumPhotos)
            guard !photos.isEmpty else {
                return .html(DemoHTML.notFound("No photographer is called @\(username)."), status: 404)
            }
            return .html(DemoPhotographerPage.html(photos))
        case 2 where segments[0] == "t":
            guard let topic = DemoTopic.find(segments[1]) else {
                return .html(DemoHTML.notFound("No topic is called \(segments[1])."), status: 404)
            }
            let photos = listedPhotos(topicMembersByNumber()[topic.number], baseURL: baseURL)
            return .html(DemoListingPage.html(title: topic.title, heading: topic.title, description: topic.description, photos: photos))
        // The API's `/collections/{id}/photos` and `/related` share the shape, and are never a page.
        case 3 where segments[0] == "collections" && !Self.collectionAPIPaths.contains(segments[2]):
            guard let collection = DemoCollection.find(segments[1]), segments[2] == collection.htmlSlug.removingPercentEncoding else {
                return .html(DemoHTML.notFound("No collection is at /collections/\(segments[1])/\(segments[2])."), status: 404)
            }
            let photos = listedPhotos(collection.members(count: catalog.count), baseURL: baseURL)
            return .html(DemoListingPage.html(title: collection.title, heading: collection.title, description: collection.description, photos: photos))
        default:
            return nil
        }
    }

    /// The photos at the first of `indices` that a listing page shows (``DemoListingPage/maximumPhotos``).
    private func listedPhotos(_ indices: [Int], baseURL: String) -> [DemoPhoto] {
        indices.prefix(DemoListingPage.maximumPhotos).compactMap { catalog.photo(at: $0, baseURL: baseURL) }
    }
}
