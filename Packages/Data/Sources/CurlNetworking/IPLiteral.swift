#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address written as text, checked with `inet_pton` (no names, no shorthand forms such as
/// `127.1`).
struct IPLiteral {
    /// The address as given.
    let text: String
    /// Whether it is an IPv6 address.
    let isIPv6: Bool

    /// Parses `text`, or `nil` when it is not an IPv4 or IPv6 address.
    init?(_ text: String) {
        var buffer = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET, text, &buffer) == 1 {
            isIPv6 = false
        } else if inet_pton(AF_INET6, text, &buffer) == 1 {
            isIPv6 = true
        } else {
            return nil
        }
        self.text = text
    }

    /// The address as a URL or curl option writes it: IPv6 in brackets.
    var bracketed: String {
        isIPv6 ? "[\(text)]" : text
    }
}
