extension HTTPHeaders {
    /// Throws ``HTTPClientError/invalidHeader(name:_:)`` for the first field that cannot be sent safely.
    /// Every client calls this before a byte goes out, so no caller can inject a header line.
    package func validate() throws(HTTPClientError) {
        for field in self {
            try Self.validate(name: field.name, value: field.value)
        }
    }

    /// Checks one field: the name must be an RFC 9110 token; the value must hold no CR, LF, NUL, DEL or
    /// other C0 control character but horizontal tab. Bytes above ASCII pass (RFC 9110's obs-text).
    package static func validate(name: String, value: String) throws(HTTPClientError) {
        guard !name.isEmpty, name.utf8.allSatisfy(isTokenCharacter) else {
            throw .invalidHeader(name: name, .invalidName)
        }
        if value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) {
            throw .invalidHeader(name: name, .lineBreakInValue)
        }
        if value.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) {
            throw .invalidHeader(name: name, .controlCharacterInValue)
        }
    }

    /// RFC 9110 §5.6.2 `tchar`: ASCII letters and digits and ``!#$%&'*+-.^_`|~``.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
             UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
