extension DemoRouter {
    /// The answer of a route added by `Scripts/new-feature` (one each, by path), or `nil` for any other
    /// path. Kept apart from ``respond(to:)`` so the scaffolder adds a line here and edits nothing else.
    func featureResponse(_ segments: [String]) -> DemoResponse? {
        switch segments {
        // new-feature: routes (Scripts/new-feature adds a case above this line)
        default:
            return nil
        }
    }

    /// `[{"id": "placeholder-1", "title": "Placeholder item 1 …"}, …]`: the items a scaffolded feature's
    /// route answers until it is given real data, worded so no one takes them for the feature's own.
    func featureItems(count: Int) -> DemoResponse {
        let items: [DemoJSON] = (0..<max(0, count)).map { index in
            .object([
                "id": .string("placeholder-\(index + 1)"),
                "title": .string("Placeholder item \(index + 1) (replace it in DemoRouter+Features.swift)"),
            ])
        }
        return .json(DemoJSON.array(items).bytes)
    }
}
