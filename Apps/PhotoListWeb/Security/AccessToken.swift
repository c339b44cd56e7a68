/// The secret of one run of the web view: printed in its URL, then kept by the browser as a cookie. A page
/// of another site cannot read it, so it cannot act on the user's photos through the local server.
public struct AccessToken: Sendable, Equatable {
    /// The token as it appears in the URL and the cookie: 32 lowercase hex digits.
    public let value: String

    /// A new token of 128 random bits from the system's secure generator.
    public static func random() -> AccessToken {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return AccessToken(value: hex(high) + hex(low))
    }

    /// A token with a known value, for tests.
    public init(value: String) {
        self.value = value
    }

    /// Whether `candidate` is this token, compared in time that does not depend on where they differ.
    func matches(_ candidate: Substring) -> Bool {
        let expected = Array(value.utf8), given = Array(candidate.utf8)
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(expected, given) { difference |= left ^ right }
        return difference == 0
    }

    private static func hex(_ number: UInt64) -> String {
        let digits = String(number, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
