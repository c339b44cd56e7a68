import Foundation

/// The Unsplash dialect's rule for where a request carrying the access key may go: over https to any host,
/// or over plain http only to this machine. "This machine" is decided on the address written in the URL,
/// never on a name that could resolve elsewhere: `http://127.0.0.evil` or `http://127.0.0.1.nip.io` are
/// names, not loopback addresses.
enum KeyTransport: Hashable, Sendable {
    /// https: TLS carries the key, whatever the host.
    case https
    /// Plain http to a loopback IP literal: an IPv4 address in 127.0.0.0/8 written as exactly four decimal
    /// octets (each 0–255, no leading zeros), or `[::1]` exactly. Nothing is resolved.
    case loopbackAddress
    /// Plain http to the name `localhost` (in any case). Requests are pinned to 127.0.0.1, so the name
    /// cannot resolve anywhere else whatever the resolver says.
    case localhost

    /// The address a request on this transport is pinned to: 127.0.0.1 for `localhost`, else none.
    var pinnedAddress: String? {
        self == .localhost ? "127.0.0.1" : nil
    }

    /// How the key would travel to `url`, or `nil` when it may not go there: plain http to any other host
    /// (shorthand or hexadecimal IPv4 such as `127.1` or `0x7f.0.0.1`, a trailing dot, an IPv4-mapped IPv6
    /// address, another spelling of `::1`, a name that merely starts with `127.`), any other scheme, a URL
    /// without a host, or one with user information.
    init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(),
              let host = components.percentEncodedHost, !host.isEmpty,
              components.user == nil, components.password == nil
        else { return nil }
        switch scheme {
        case "https":
            self = .https
        case "http" where Self.isLoopbackIPv4(host) || host == "[::1]" || host == "::1":
            self = .loopbackAddress
        case "http" where host.lowercased() == "localhost":
            self = .localhost
        default:
            return nil
        }
    }

    /// Whether `host` is an address in 127.0.0.0/8 in strict dotted-decimal form.
    static func isLoopbackIPv4(_ host: String) -> Bool {
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets[0] == "127" else { return false }
        return octets.allSatisfy { octet in
            (1...3).contains(octet.utf8.count)
                && octet.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                && (octet.utf8.count == 1 || octet.utf8.first != UInt8(ascii: "0"))
                && Int(octet).map { $0 <= 255 } == true
        }
    }
}
