extension DemoRouter {
    /// The answer of a route added by `Scripts/new-feature` (one each, by path), or `nil` for any other
    /// path. Kept apart from ``respond(to:)`` so the scaffolder adds a line here and edits nothing else.
    func featureResponse(_ segments: [String], baseURL: String) -> DemoResponse? {
        switch segments {
        // new-feature: routes (Scripts/new-feature adds a case above this line)
        default:
            return nil
        }
    }

    /// `[{"id": …, "title": …}]` for the first `count` photos of the catalog: the placeholder items a
    /// scaffolded feature's route answers until it is given real data.
    func featureItems(count: Int, baseURL: String) -> DemoResponse {
        let items: [DemoJSON] = (0..<min(count, catalog.count)).compactMap { index in
            catalog.photo(at: index, baseURL: baseURL).map { photo in
                .object(["id": .string(photo.id), "title": .string(photo.description ?? photo.altDescription)])
            }
        }
        return .json(DemoJSON.array(items).bytes)
    }
}
