import Foundation

/// How a `--base-url` names its source in the cache and the library: one spelling per server, so the
/// same server reached as `http://LOCALHOST:8080/` or `http://127.0.0.1:8080` finds the same pages and
/// favourites, and no user name or password is ever part of it.
enum SourceAddress {
    /// `scheme://host[:port][/path]`: scheme and host in lower case, `localhost` as `127.0.0.1`, the
    /// scheme's default port dropped, no trailing `/`, and no user, password, query or fragment.
    static func key(for url: URL) -> String {
        let scheme = (url.scheme ?? "http").lowercased()
        var host = (url.host ?? "").lowercased()
        if host == "localhost" { host = "127.0.0.1" }
        if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
        let defaultPort = scheme == "https" ? 443 : 80
        let port = url.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        return "\(scheme)://\(host)\(port)\(path)"
    }
}
