import Foundation

/// Short, readable descriptions of JSON decoding failures for error messages.
enum DecodingFailure {
    /// ``describe(_:)`` for a failure decoding `body`. Foundation's decoder calls valid JSON it cannot read
    /// "not valid JSON", with no place named: a number beyond 64 bits (`18446744073709551617`) or beyond a
    /// `Double` (`1e400`), and nesting 512 levels deep. When the body holds one of those and is JSON
    /// otherwise, the failure is said to be that.
    static func describe(_ error: any Error, body: Data) -> String {
        let words = describe(error)
        guard words == notJSON else { return words }
        let scan = JSONBodyScan(body)
        guard scan.isJSON else { return words }
        if scan.depth >= 512 { return "it nests deeper than 511 levels" }
        if scan.hasTooLargeNumber { return "a number in it is too large to read" }
        return words
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
