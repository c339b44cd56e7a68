/// The demo API's routes, by what they answer; a ``DemoFaultRule`` names one (or ``all``).
public enum DemoRoute: String, Sendable, Hashable, CaseIterable {
    /// `GET /photos`.
    case list
    /// `GET /search/photos`.
    case search
    /// `GET /photos/{id}`.
    case detail
    /// `GET /photos/{id}/download`.
    case download
    /// `GET /images/{id}`, any size.
    case image
    /// `GET /images/{id}` without a size (`w` or `h`): the full-size file a download saves, not the
    /// pictures a list or a detail shows.
    case file
    /// Every route, unknown paths included.
    case all

    /// The route `path` (without its query) belongs to; nil for a path no route serves.
    init?(path: String) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        switch segments.count {
        case 1 where segments[0] == "photos": self = .list
        case 2 where segments[0] == "search" && segments[1] == "photos": self = .search
        case 2 where segments[0] == "photos": self = .detail
        case 2 where segments[0] == "images": self = .image
        case 3 where segments[0] == "photos" && segments[2] == "download": self = .download
        default: return nil
        }
    }
}
