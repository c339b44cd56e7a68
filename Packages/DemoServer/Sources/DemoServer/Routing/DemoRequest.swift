/// The parts of an HTTP request the router looks at.
public struct DemoRequest: Sendable {
    /// The method, e.g. `GET`.
    public let method: String
    /// The request target in origin form (`/photos?page=2`): as sent, or the path and query of one sent in
    /// absolute form.
    public let target: String
    /// The path, percent-decoded.
    public let path: String
    /// The path's segments, each percent-decoded after splitting, so an id that is an encoded `/`
    /// (`/photos/%2F`) stays one segment instead of becoming another route.
    public let segments: [String]
    /// Query parameters, percent-decoded; the first occurrence of a name wins.
    public let query: [String: String]
    /// The `Host` header, used to build absolute links back to this server; for a target in absolute form,
    /// the authority it names, which HTTP says stands in for the header.
    public let host: String?

    /// Parses a request target (`/photos?page=2&per_page=30`), in origin form or, as a client configured
    /// for a proxy sends it, in absolute form (`http://127.0.0.1:8080/photos?page=2`, RFC 9112 §3.2.2).
    public init(method: String, target: String, host: String?) {
        self.method = method
        let (originForm, authority) = Self.originForm(of: target)
        self.target = String(originForm)
        self.host = authority ?? host
        let parts = originForm.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts.first.map(String.init) ?? "/"
        path = Self.decode(rawPath)
        segments = rawPath.split(separator: "/", omittingEmptySubsequences: true).map { Self.decode(String($0)) }
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = Self.decode(String(keyValue[0]))
                if query[name] == nil {
                    query[name] = keyValue.count == 2 ? Self.decode(String(keyValue[1])) : ""
                }
            }
        }
        self.query = query
    }

    /// The origin form (`/photos?page=2`) of a target in absolute form (`http://user@host:8080/photos?page=2`,
    /// which a server must accept), with the authority it names, without user information; any other
    /// target as it is, with no authority.
    static func originForm(of target: String) -> (target: Substring, authority: String?) {
        guard let separator = target.firstRange(of: "://"), ["http", "https"].contains(target[..<separator.lowerBound].lowercased()) else {
            return (target[...], nil)
        }
        let rest = target[separator.upperBound...]
        let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        let authority = rest[..<end].split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        let remainder = rest[end...]
        return (remainder.hasPrefix("/") ? remainder : Substring("/" + remainder), authority.isEmpty ? nil : String(authority))
    }

    /// Percent-decodes, treating `+` as a space (form encoding); malformed escapes are kept literally.
    static func decode(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
                      let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
