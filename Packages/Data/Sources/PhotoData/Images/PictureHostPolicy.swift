public import Foundation
import Domain

/// Where photos' pictures may be fetched from: the origins (scheme, host and port) the configured source
/// serves its pictures on, and nowhere else.
///
/// A picture's address comes from the source's answers, so a hostile source could otherwise make
/// photolist (and the web view's picture proxy) ask anything its user can reach: another port of this
/// machine, a name for it (`localhost`, `[::1]`), or an address with `user:password@` whose credentials
/// would be sent. An address is allowed only when it is http(s), carries no user information, and its
/// scheme, host and port are exactly those of an allowed origin: hosts are compared as written, lower-cased,
/// so `localhost`, `[::1]` or `127.1` never stand in for `127.0.0.1`, and a port only matches itself (the
/// scheme's default when absent). ``HTTPPhotoImageRepository`` asks the policy about the first address and
/// about every redirect.
public struct PictureHostPolicy: Sendable, Hashable {
    /// A scheme, host and port an address must match exactly.
    private struct Origin: Sendable, Hashable {
        let scheme: String
        let host: String
        let port: Int
    }

    private let origins: Set<Origin>

    /// A policy allowing the origins of `addresses` (their scheme, host and port; a path is ignored). An
    /// address that is not http(s), has no host or carries user information allows nothing.
    public init(allowing addresses: [URL]) {
        origins = Set(addresses.compactMap { Self.origin(of: $0) })
    }

    /// Unsplash's image hosts (`https://images.unsplash.com`, `https://plus.unsplash.com`), where the
    /// `urls` of its photos point.
    public static let unsplashImageHosts = [URL(string: "https://images.unsplash.com")!, URL(string: "https://plus.unsplash.com")!]

    /// Lorem Picsum's image hosts (`https://picsum.photos`, and `https://fastly.picsum.photos`, where it
    /// redirects a sized picture).
    public static let picsumImageHosts = [URL(string: "https://picsum.photos")!, URL(string: "https://fastly.picsum.photos")!]

    /// The policy for a server speaking Unsplash's dialect at `apiBaseURL`: Unsplash's image hosts, and,
    /// for any server other than Unsplash's own API (the demo served elsewhere, a stand-in), that server's
    /// own origin, where it serves its pictures.
    public static func unsplashDialect(apiBaseURL: URL) -> PictureHostPolicy {
        let own = origin(of: apiBaseURL) == origin(of: UnsplashAPI.productionURL) ? [] : [apiBaseURL]
        return PictureHostPolicy(allowing: unsplashImageHosts + own)
    }

    /// The policy for Lorem Picsum's API at `apiBaseURL`: Picsum's image hosts and that server's own origin.
    public static func picsum(apiBaseURL: URL) -> PictureHostPolicy {
        PictureHostPolicy(allowing: picsumImageHosts + [apiBaseURL])
    }

    /// Whether `url` may be fetched: http(s), no user information, and an allowed scheme, host and port.
    public func allows(_ url: URL) -> Bool {
        Self.origin(of: url).map(origins.contains) ?? false
    }

    /// Why this policy refuses `url`, in words that finish "the picture was not fetched: …", or `nil` when
    /// it allows it: an address that is not http(s) or has no host, one carrying a user name or password
    /// (never sent anywhere), or one on a host the source does not serve pictures from.
    public func refusal(of url: URL) -> String? {
        switch Self.checkedOrigin(of: url) {
        case .failure(let refusal): refusal.reason
        case .success(let origin) where !origins.contains(origin):
            "its address is on \(FileHostFailure.hostName(of: url) ?? "another host"), not on a host the source serves pictures from"
        case .success: nil
        }
    }

    /// `url` rebuilt from exactly the parts this policy checked (scheme, host, port, path and query; no
    /// user information, no fragment), so what is fetched is what was checked whatever another URL parser
    /// would make of the original text; `nil` when the policy refuses it.
    public func checkedAddress(_ url: URL) -> URL? {
        guard allows(url), let original = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        var rebuilt = URLComponents()
        rebuilt.scheme = original.scheme?.lowercased()
        rebuilt.percentEncodedHost = original.percentEncodedHost
        rebuilt.port = original.port
        rebuilt.percentEncodedPath = original.percentEncodedPath
        rebuilt.percentEncodedQuery = original.percentEncodedQuery
        guard let address = rebuilt.url, allows(address) else { return nil }
        return address
    }

    /// Scheme, host (lower-cased, as written) and port (the scheme's default when absent); `nil` for an
    /// address with user information, an empty host, or a scheme other than http and https.
    private static func origin(of url: URL) -> Origin? {
        try? checkedOrigin(of: url).get()
    }

    /// Why an address has no origin a policy could allow.
    private struct Refusal: Error {
        let reason: String
    }

    /// The one check of an address's parts: its ``Origin``, or why it has none.
    private static func checkedOrigin(of url: URL) -> Result<Origin, Refusal> {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.percentEncodedHost?.lowercased(), !host.isEmpty
        else { return .failure(Refusal(reason: "its address is not an http(s) URL with a host")) }
        guard components.percentEncodedUser == nil, components.percentEncodedPassword == nil else {
            return .failure(Refusal(reason: "its address carries a user name or password, which photolist never sends"))
        }
        return .success(Origin(scheme: scheme, host: host, port: components.port ?? (scheme == "https" ? 443 : 80)))
    }
}
