public import Domain
public import Presentation

/// Renders a page of topics or collections as photolist's documented JSON: `{"page", "hasNextPage",
/// "rateLimit": {"remaining", "limit"} | null, "topics": [{"id", "slug", "title", "description",
/// "totalPhotos"}]}` or the same with `"collections": [{"id", "title", "description", "totalPhotos",
/// "curator": {"name", "username"} | null}]`. Absent values are `null`, never missing; keys are sorted.
public enum ItemListJSONView {
    private struct TopicJSON: Encodable {
        let id, slug, title: String
        let description: String?
        let totalPhotos: Int?

        private enum CodingKeys: String, CodingKey { case id, slug, title, description, totalPhotos }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(slug, forKey: .slug)
            try container.encode(title, forKey: .title)
            try container.encode(description, forKey: .description)
            try container.encode(totalPhotos, forKey: .totalPhotos)
        }
    }

    private struct CollectionJSON: Encodable {
        let id, title: String
        let description: String?
        let totalPhotos: Int?
        let curator: PhotoListJSONView.PhotoJSON.AuthorJSON?

        private enum CodingKeys: String, CodingKey { case id, title, description, totalPhotos, curator }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(description, forKey: .description)
            try container.encode(totalPhotos, forKey: .totalPhotos)
            try container.encode(curator, forKey: .curator)
        }
    }

    private struct Page<Item: Encodable>: Encodable {
        let name: String
        let page: Int
        let hasNextPage: Bool
        let rateLimit: RateLimitJSON?
        let items: [Item]

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(page, forKey: Key(stringValue: "page"))
            try container.encode(hasNextPage, forKey: Key(stringValue: "hasNextPage"))
            try container.encode(rateLimit, forKey: Key(stringValue: "rateLimit"))  // explicit null when none was reported
            try container.encode(items, forKey: Key(stringValue: name))
        }
    }

    /// The topics page as JSON.
    public static func render(_ state: ItemListState<Topic>) -> String {
        let topics = state.items.map { TopicJSON(id: $0.id, slug: $0.slug, title: $0.title, description: $0.description, totalPhotos: $0.totalPhotos) }
        return JSONOutput.encode(Page(name: "topics", page: state.page ?? 0, hasNextPage: state.hasMore, rateLimit: state.rateLimit.map(RateLimitJSON.init), items: topics))
    }

    /// The collections page as JSON.
    public static func render(_ state: ItemListState<PhotoCollection>) -> String {
        let collections = state.items.map { collection in
            CollectionJSON(
                id: collection.id, title: collection.title, description: collection.description, totalPhotos: collection.totalPhotos,
                curator: collection.curator.map { PhotoListJSONView.PhotoJSON.AuthorJSON(name: $0.name, username: $0.username) }
            )
        }
        return JSONOutput.encode(Page(
            name: "collections", page: state.page ?? 0, hasNextPage: state.hasMore, rateLimit: state.rateLimit.map(RateLimitJSON.init), items: collections
        ))
    }
}
