import Domain

/// The `--json` output of `sync`.
struct SyncJSON: Encodable {
    /// How the cache names the source (`demo`, `demo@http://127.0.0.1:8080`).
    let source: String
    /// The pages asked for.
    let pagesRequested: Int
    /// The pages fetched and stored, from the first.
    let pagesSynced: Int
    /// The distinct photos on them.
    let photos: Int
    /// How the listing stands after the last page synced: `continues`, `last` or `cutShort`.
    let end: String
    /// The cache file's path, named as `cache stats --json` and `cache clear --json` name it.
    let path: String

    /// The JSON name of `end`.
    static func name(of end: ListingEnd) -> String {
        switch end {
        case .continues: "continues"
        case .last: "last"
        case .cutShort: "cutShort"
        }
    }
}
