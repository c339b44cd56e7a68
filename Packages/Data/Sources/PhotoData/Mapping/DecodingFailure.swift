/// Short, readable descriptions of JSON decoding failures for error messages.
enum DecodingFailure {
    /// "missing key 'id' at [3]", "expected Int at [0].width", "not valid JSON".
    static func describe(_ error: any Error) -> String {
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
            return "expected \(type) at \(path(context))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "invalid value at \(path(context))"
        @unknown default:
            return "not valid JSON"
        }
    }
}
