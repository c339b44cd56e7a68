/// The demo API's routes, by what they answer; a ``DemoFaultRule`` names one (or ``api`` or ``all``).
public enum DemoRoute: String, Sendable, Hashable, CaseIterable {
    /// `GET /photos`.
    case list
    /// `GET /search/photos`.
    case search
    /// `GET /photos/{id}`.
    case detail
    /// `GET /photos/{id}/download`.
    case download
    /// `GET /photos/random`.
    case random
    /// `GET /topics`, `/topics/{id_or_slug}` and `/topics/{id_or_slug}/photos`.
    case topics
    /// `GET /collections`, `/collections/{id}` and `/collections/{id}/photos`.
    case collections
    /// `GET /users/{username}` and `/users/{username}/photos`.
    case users
    /// `GET /images/{id}`, any size.
    case image
    /// `GET /images/{id}` without a size (`w` or `h`): the full-size file a download saves, not the
    /// pictures a list or a detail shows.
    case file
    /// Every API call: every route above but the pictures (those that count against the hourly quota).
    case api
    /// Every route, unknown paths and web pages included.
    case all

    /// The route `path` (without its query) belongs to; nil for a path no route serves. Never ``file``,
    /// ``api`` or ``all``, which are made of other routes.
    init?(path: String) {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        switch segments.count {
        case 1 where segments[0] == "photos": self = .list
        case 1 where segments[0] == "topics": self = .topics
        case 1 where segments[0] == "collections": self = .collections
        case 2 where segments[0] == "search" && segments[1] == "photos": self = .search
        // Before the detail, as the router checks it: "random" is a route, not a photo id.
        case 2 where segments[0] == "photos" && segments[1] == "random": self = .random
        case 2 where segments[0] == "photos": self = .detail
        case 2 where segments[0] == "topics": self = .topics
        case 2 where segments[0] == "collections": self = .collections
        case 2 where segments[0] == "users": self = .users
        case 2 where segments[0] == "images": self = .image
        case 3 where segments[0] == "photos" && segments[2] == "download": self = .download
        case 3 where segments[0] == "topics" && segments[2] == "photos": self = .topics
        case 3 where segments[0] == "collections" && segments[2] == "photos": self = .collections
        case 3 where segments[0] == "users" && segments[2] == "photos": self = .users
        default: return nil
        }
    }

    /// Whether the route is an API call, counted against the hourly quota (not a picture).
    var isAPICall: Bool {
        switch self {
        case .list, .search, .detail, .download, .random, .topics, .collections, .users: true
        case .image, .file, .api, .all: false
        }
    }
}
