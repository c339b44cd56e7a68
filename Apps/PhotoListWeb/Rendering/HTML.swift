import Domain
import Presentation

/// Text made safe to place in an HTML page: every string that came from a photo source (a description, a
/// name, an id) goes through ``escape(_:)`` before it meets markup, so it is shown as text and never read as
/// markup or script.
enum HTML {
    /// `text` to be shown, with the five characters that can end a text node or an attribute value replaced
    /// by their character references; tab and newline are kept, the other `UnprintableScalars` (control
    /// characters, and the bidirectional overrides and isolates, which would reorder the page's text after
    /// them) are dropped, and so is the text past `PhotoFormatting.fieldLimit` characters (ended with `…`),
    /// as the terminal drops it.
    static func escape(_ text: String) -> String {
        escape(text, keeping: PhotoFormatting.fieldLimit)
    }

    /// `text` escaped as ``escape(_:)`` does, but whole: for an attribute whose value must stay what it is
    /// (an address, a query to send back), never cut.
    static func escapeWhole(_ text: String) -> String {
        escape(text, keeping: nil)
    }

    private static func escape(_ text: String, keeping limit: Int?) -> String {
        var escaped = ""
        var kept = 0
        for scalar in text.unicodeScalars {
            if kept == limit {
                escaped += "…"
                break
            }
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case _ where UnprintableScalars.includes(scalar): continue
            default: escaped.unicodeScalars.append(scalar)
            }
            kept += 1
        }
        return escaped
    }

    /// `text` as one component of a URL's query: everything but unreserved characters percent-encoded, so a
    /// hostile id cannot add a parameter or a path.
    static func queryComponent(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += byte < 16 ? "%0\(hex)" : "%\(hex)"
            }
        }
        return encoded
    }
}
