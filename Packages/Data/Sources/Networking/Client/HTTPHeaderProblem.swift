/// Why a header field cannot be sent. Each of these would let the field change the request's framing:
/// a line break ends the field and starts another (header injection), NUL cuts it short in C libraries,
/// and a name that is not a token is not a header name at all.
public enum HTTPHeaderProblem: Hashable, Sendable {
    /// The name is empty or has a character outside RFC 9110's token set (a space, a colon, a control
    /// character, anything outside ASCII).
    case invalidName
    /// The value contains a carriage return or a line feed.
    case lineBreakInValue
    /// The value contains NUL, DEL or another C0 control character other than horizontal tab.
    case controlCharacterInValue
}
