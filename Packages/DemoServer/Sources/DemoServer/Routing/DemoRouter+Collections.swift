extension DemoRouter {
    /// `GET /collections?page=&per_page=`: the demo's collections, newest published first.
    func listCollections(_ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        let collections = DemoCollection.all
        return pagedResponse(total: collections.count, request, pathAndQuery: "/collections", baseURL: baseURL, extraHeaders: extraHeaders) { range in
            collections[range].map { $0.json(catalog: catalog, baseURL: baseURL) }
        }
    }

    /// `GET /collections/{id}`: one collection.
    func collection(id: String, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard let collection = DemoCollection.find(id) else {
            return .error(404, "Couldn't find Collection")
        }
        return .json(collection.json(catalog: catalog, baseURL: baseURL).bytes, headers: extraHeaders)
    }

    /// `GET /collections/{id}/photos?page=&per_page=&orientation=`: the collection's photos in the order
    /// they were added (newest first). Like Unsplash, it takes no `order_by`.
    func collectionPhotos(id: String, _ request: DemoRequest, baseURL: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard let collection = DemoCollection.find(id) else {
            return .error(404, "Couldn't find Collection")
        }
        if let rejection = listingRejection(request, orders: nil) {
            return rejection
        }
        return photoListing(
            collection.members(count: catalog.count), listing: "collection \(collection.id)", path: "/collections/\(collection.id)/photos",
            ordered: false, request, baseURL: baseURL, extraHeaders: extraHeaders
        )
    }

    /// `GET /collections/{id}/related`: the collections like this one, where its `links.related` points;
    /// the demo's collections are few and unrelated, so none.
    func relatedCollections(id: String, extraHeaders: [(String, String)]) -> DemoResponse {
        guard DemoCollection.find(id) != nil else {
            return .error(404, "Couldn't find Collection")
        }
        return .json(DemoJSON.array([]).bytes, headers: extraHeaders)
    }
}
