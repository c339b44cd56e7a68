import Domain
import Foundation

/// The one JSON style every `--json` output uses: pretty-printed, keys sorted, slashes unescaped, and no
/// character a terminal could act on left raw: JSONEncoder escapes C0 controls, and this escapes DEL, the
/// C1 controls (U+0080–U+009F, which some terminals read as ESC sequences), the line and paragraph
/// separators and the bidirectional controls as `\uXXXX`. Values are unchanged for any JSON reader.
public enum JSONOutput {
    /// `value` as JSON text.
    public static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // The output types hold only strings, numbers, booleans and nulls, which always encode.
        return escapingTerminalControls(collapsingEmptyContainers((try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "{}"))
    }

    /// `json` with each empty array or object written `[]` or `{}`: Foundation's pretty printer on Linux
    /// writes one as a blank line between its brackets. A line break never occurs inside a JSON string
    /// (it is written `\n` there), so every one matched is layout.
    static func collapsingEmptyContainers(_ json: String) -> String {
        // An empty container is the only blank line the printer writes: without one, one pass over the
        // bytes is all this costs (`list --json` is measured against a hello world).
        var previous: UInt8 = 0
        guard json.utf8.contains(where: { byte in defer { previous = byte }; return byte == 0x0A && previous == 0x0A }) else { return json }
        return json.replacing(/\[\n *\n *\]/, with: "[]").replacing(/\{\n *\n *\}/, with: "{}")
    }

    /// `json` with every scalar ``needsEscape(_:)`` names written as `\uXXXX`. Such scalars can only occur
    /// inside JSON strings, where the escape means the same character.
    static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                escaped.append(contentsOf: String(format: "\\u%04X", scalar.value).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C: true
        default: UnprintableScalars.isBidirectionalControl(scalar)
        }
    }
}
