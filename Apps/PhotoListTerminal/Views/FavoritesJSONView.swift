public import Presentation

/// Renders the favourites as photolist's documented JSON: `{"source": String, "photos": [the list schema's
/// photo objects]}`, newest first; keys sorted.
public enum FavoritesJSONView {
    private struct Favorites: Encodable {
        let source: String
        let photos: [PhotoListJSONView.PhotoJSON]
    }

    /// The JSON text.
    public static func render(_ state: FavoritesState, source: String) -> String {
        JSONOutput.encode(Favorites(source: source, photos: PhotoListJSONView.photos(state.items)))
    }
}
