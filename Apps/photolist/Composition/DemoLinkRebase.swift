import Domain
import Foundation

/// Moves links stored while the embedded demo server ran on an earlier port onto the server running now.
///
/// The embedded server listens on a new free port each run, so a photo stored in an earlier run (a
/// favourite, a page of the offline copy) keeps links to a port nothing listens on any more. The rewrite
/// lives in the composition root, because only it knows both facts it needs: that the source is the
/// embedded server (the library and the cache key it plainly `demo`, whatever the port) and where that
/// server runs now. The stores keep exactly what they were given; PhotoData maps what a server answers and
/// never sees a stored photo; Presentation knows no servers. Only the embedded server's origin shape
/// (`http://127.0.0.1:PORT`) is moved; any other link is left as stored.
struct DemoLinkRebase: Sendable {
    /// The running embedded server's `http://127.0.0.1:PORT`.
    let origin: URL

    /// `photo` with every link on an embedded server's origin moved to ``origin``, every other fact kept.
    func rebased(_ photo: Photo) -> Photo {
        photo.movingLinks(rebased)
    }

    /// `url` on ``origin`` when it is on an embedded server's origin (`http://127.0.0.1:PORT`), path and
    /// query kept; otherwise `url` unchanged.
    func rebased(_ url: URL) -> URL {
        guard url.scheme?.lowercased() == "http", url.host == "127.0.0.1", url.port != nil, url.port != origin.port,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        components.scheme = origin.scheme
        components.host = origin.host
        components.port = origin.port
        return components.url ?? url
    }
}
