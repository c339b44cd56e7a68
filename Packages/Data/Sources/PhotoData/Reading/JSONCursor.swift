import Foundation

/// A strict, forward-only reader of JSON bytes (RFC 8259), for readers that build values straight from a
/// body instead of through `JSONDecoder`.
///
/// Every method returns `nil` (or `false`) at anything it does not accept, and a reader then gives up on
/// the whole body: the caller decodes it with `JSONDecoder` instead. So the cursor only has to be right on
/// what it accepts, which is strictly less than `JSONDecoder` accepts (no trailing commas, byte order marks,
/// unpaired surrogates, leading zeros or bare signs, no nesting deeper than ``maximumDepth``).
///
/// What it accepts is also valid UTF-8 (every string is validated, and a key or anything outside a string
/// must be ASCII) and within ``JSONValueBudget`` (it counts the `,`, `:`, `[` and `{` it consumes, as the
/// budget's pass does, and gives up past the limit). So a body a reader reads whole needs neither check
/// first: each would be a pass over every byte.
struct JSONCursor {
    /// The deepest nesting a skipped value may have.
    static let maximumDepth = 64

    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    /// How many values and keys the body may hold (``JSONValueBudget``'s count).
    private let valueLimit: Int
    /// The `,`, `:`, `[` and `{` consumed so far, plus one: ``JSONValueBudget``'s count.
    private var values = 1

    /// A cursor at the first byte of `bytes`, which must outlive it, giving up past `valueLimit` values and
    /// keys.
    init(_ bytes: UnsafeRawBufferPointer, valueLimit: Int = JSONValueBudget.maximumValues) {
        self.bytes = bytes
        self.valueLimit = valueLimit
    }

    /// Whether only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return index == bytes.count
    }

    /// Consumes `byte` after any whitespace; `false` when the next byte is another.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
            // Past the budget the byte is left unconsumed, so no caller can go on as if it were not there
            // (a trailing comma would otherwise let the closing bracket after it be read).
            guard values < valueLimit else { return false }
            values += 1
        default:
            break
        }
        index += 1
        return true
    }

    /// Whether the next value is `null` (consumed if so).
    mutating func consumeNull() -> Bool {
        skipWhitespace()
        return consumeLiteral("null")
    }

    /// The elements of an array, one call of `element` each (which must consume exactly one value);
    /// `false` when the next value is not a well-formed array or `element` gave up.
    mutating func readArray(_ element: (inout JSONCursor) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "[")) else { return false }
        if consume(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]"))
    }

    /// The members of an object: `member` gets each key (a ``JSONKey``: its raw bytes, which hold no
    /// escape) and must consume its value; `false` when the next value is not a well-formed object, a key
    /// holds an escape, or `member` gave up.
    mutating func readObject(_ member: (JSONKey, inout JSONCursor) -> Bool) -> Bool {
        guard consume(UInt8(ascii: "{")) else { return false }
        if consume(UInt8(ascii: "}")) { return true }
        repeat {
            guard consume(UInt8(ascii: "\"")) else { return false }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                // An escaped, control or non-ASCII character in a key: rare enough to leave to JSONDecoder.
                guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20, bytes[index] < 0x80 else { return false }
                index += 1
            }
            guard index < bytes.count else { return false }
            let key = JSONKey(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
            index += 1
            guard consume(UInt8(ascii: ":")), member(key, &self) else { return false }
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}"))
    }

    /// The next value as a string, its escapes decoded; `nil` when it is not a well-formed string of valid
    /// UTF-8.
    mutating func readString() -> String? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return Self.validString(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
            case UInt8(ascii: "\\"):
                return readEscapedString(from: start)
            case 0..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// The next value as an integer written without fraction or exponent, in `Int`'s range; `nil` otherwise.
    mutating func readInt() -> Int? {
        skipWhitespace()
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            // Accumulated as a negative number, so Int.min is readable too.
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowMinus) = times.subtractingReportingOverflow(digit)
            guard !overflowTimes, !overflowMinus else { return nil }
            value = next
            index += 1
        }
        let digits = index - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0"), !endsInNumberPart() else { return nil }
        if negative { return value }
        return value == Int.min ? nil : -value
    }

    /// The next value as `true` or `false`; `nil` otherwise.
    mutating func readBool() -> Bool? {
        skipWhitespace()
        if consumeLiteral("true") { return true }
        if consumeLiteral("false") { return false }
        return nil
    }

    /// Skips the next value of any kind, checking that it is well formed; `false` when it is not.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.maximumDepth else { return false }
        skipWhitespace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return readObject { _, cursor in cursor.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            return readArray { $0.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""):
            return readString() != nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            return readBool() != nil
        case UInt8(ascii: "n"):
            return consumeNull()
        default:
            return skipNumber()
        }
    }

    // MARK: - Pieces

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] {
            return false
        }
        index += count
        return true
    }

    /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func skipNumber() -> Bool {
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let start = index
        skipDigits()
        guard index > start, index - start == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            skipDigits()
            guard index > fraction else { return false }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            skipDigits()
            guard index > exponent else { return false }
        }
        return true
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.digit(bytes[index]) != nil { index += 1 }
    }

    /// Whether a fraction or an exponent follows the digits just read (so the number is not a plain integer).
    private func endsInNumberPart() -> Bool {
        guard index < bytes.count else { return false }
        return bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// `utf8` as a string, or `nil` when it is not valid UTF-8. Decoded with repair (the standard library's
    /// fast path), then compared with the input, which a repair would have changed: `String(validating:)`
    /// takes a generic, unspecialised path here, 40% slower.
    private static func validString(_ utf8: UnsafeRawBufferPointer) -> String? {
        let string = String(decoding: utf8, as: UTF8.self)
        let unchanged = string.utf8.withContiguousStorageIfAvailable { decoded in
            decoded.count == utf8.count && (utf8.isEmpty || memcmp(decoded.baseAddress!, utf8.baseAddress!, utf8.count) == 0)
        } ?? string.utf8.elementsEqual(utf8)
        return unchanged ? string : nil
    }

    /// The rest of a string that holds an escape, from `start` (its first byte after the quote).
    private mutating func readEscapedString(from start: Int) -> String? {
        var decoded = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return decoded.withUnsafeBytes(Self.validString)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = readUnicodeEscape() else { return nil }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape whose `\u` was just read, with the low half of a surrogate pair;
    /// `nil` for an unpaired surrogate or a malformed escape.
    private mutating func readUnicodeEscape() -> Unicode.Scalar? {
        guard let high = readHex4() else { return nil }
        switch high {
        case 0xD800..<0xDC00:
            guard consumeLiteral("\\u"), let low = readHex4(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00..<0xE000:
            return nil
        default:
            return Unicode.Scalar(high)
        }
    }

    private mutating func readHex4() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(nibble)
            index += 1
        }
        return value
    }
}
