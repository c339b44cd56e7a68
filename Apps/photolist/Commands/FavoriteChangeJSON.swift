/// The `--json` output of `favorites add` and `favorites remove`: the id, and what changed.
struct FavoriteChangeJSON: Encodable {
    /// The photo's id.
    let id: String
    /// For `add`: whether it was added (false: a favourite already).
    var added: Bool?
    /// For `remove`: true (a photo that is no favourite fails instead).
    var removed: Bool?
}
