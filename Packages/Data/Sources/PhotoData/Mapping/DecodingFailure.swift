import Foundation

/// Short, readable descriptions of JSON decoding failures for error messages.
enum DecodingFailure {
    /// ``describe(_:)`` for a failure decoding `body`: Foundation's decoder refuses a number beyond 64 bits
    /// (`18446744073709551617`) as "not valid JSON", with no place named, though the JSON is valid; when
    /// the body holds such a number and `JSONSerialization` reads it, the failure is said to be that number.
    static func describe(_ error: any Error, body: Data) -> String {
        let words = describe(error)
        guard words == notJSON, holdsIntegerBeyond64Bits(body),
              (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil
        else { return words }
        return "a number in it is too large to read"
    }

    /// Whether `body` has, outside its strings, an integer (a run of digits not after `.`, `e` or `+`) that
    /// no 64-bit integer holds.
    private static func holdsIntegerBeyond64Bits(_ body: Data) -> Bool {
        var inString = false, escaped = false
        var digits: [UInt8] = []
        var before: UInt8 = 0x20
        for byte in body + [0x20] {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                before = byte
                continue
            }
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if digits.isEmpty, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+")].contains(before) {
                    continue  // a fraction or an exponent, not an integer
                }
                digits.append(byte)
                continue
            }
            if digits.count > 20 || (digits.count >= 19 && UInt64(String(decoding: digits, as: UTF8.self)) == nil) { return true }
            digits.removeAll(keepingCapacity: true)
            if byte == UInt8(ascii: "\"") { inString = true }
            before = byte
        }
        return false
    }

    private static let notJSON = "not valid JSON"

    /// "missing key 'id' at [3]", "expected a number at [0].width", "more than 100 items", "not valid JSON".
    static func describe(_ error: any Error) -> String {
        if let error = error as? ItemLimitExceeded {
            return "more than \(error.limit) items"
        }
        guard let error = error as? DecodingError else { return "not valid JSON" }
        func path(_ context: DecodingError.Context) -> String {
            let rendered = context.codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
            }.joined()
            return rendered.isEmpty ? "the top level" : rendered.hasPrefix(".") ? String(rendered.dropFirst()) : rendered
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(jsonName(of: type)) at \(path(context))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "invalid value at \(path(context))"
        @unknown default:
            return "not valid JSON"
        }
    }

    /// The JSON word for a Swift type: "an array", "an object", "a string", "a number".
    private static func jsonName(of type: Any.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("Array") { return "an array" }
        if name.hasPrefix("Dictionary") || name.hasSuffix("DTO") { return "an object" }
        if name == "String" { return "a string" }
        if name == "Bool" { return "true or false" }
        if ["Int", "Double", "Float", "Int64", "UInt"].contains(name) { return "a number" }
        return name
    }
}
