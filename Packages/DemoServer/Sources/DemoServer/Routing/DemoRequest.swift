/// The parts of an HTTP request the router looks at.
public struct DemoRequest: Sendable {
    /// The method, e.g. `GET`.
    public let method: String
    /// The request target as sent (`/photos?page=2`).
    public let target: String
    /// The path, percent-decoded.
    public let path: String
    /// The path's segments, each percent-decoded after splitting, so an id that is an encoded `/`
    /// (`/photos/%2F`) stays one segment instead of becoming another route.
    public let segments: [String]
    /// Query parameters, percent-decoded; the first occurrence of a name wins.
    public let query: [String: String]
    /// The `Host` header, used to build absolute links back to this server.
    public let host: String?

    /// Parses a request target (`/photos?page=2&per_page=30`).
    public init(method: String, target: String, host: String?) {
        self.method = method
        self.target = target
        self.host = host
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
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
