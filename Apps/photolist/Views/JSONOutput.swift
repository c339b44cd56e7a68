import Foundation

/// The one JSON style every `--json` output uses: pretty-printed, keys sorted, slashes unescaped.
enum JSONOutput {
    /// `value` as JSON text.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The output types hold only strings, numbers, booleans and nulls, which always encode.
        return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "{}"
    }
}
