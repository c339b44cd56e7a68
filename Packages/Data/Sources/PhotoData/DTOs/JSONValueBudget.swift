import Foundation

/// A cheap first pass over a JSON body that bounds the cost of decoding it. Foundation's `JSONDecoder`
/// first indexes every value of a body (24–32 bytes per value: 10–16 times the size of a body such as
/// `[0,0,0,…]` or `[{},{},…]`) before any `Decodable` runs, so an item cap alone cannot bound memory; this
/// pass counts values without allocating and refuses a body with more than ``maximumValues``.
enum JSONValueBudget {
    /// The most values and keys a body may hold: 100 000. A page of 100 full Unsplash photos holds about
    /// 25 000, a photo detail a few thousand; the decoder's index of 100 000 values stays near 3 MB.
    static let maximumValues = 100_000

    /// Whether `body` holds more than `limit` values and keys. Counts every `,`, `:`, `[` and `{` outside
    /// strings, plus one (an upper bound of values and keys), and stops as soon as the count passes `limit`.
    /// Never fails on malformed JSON: the decoder reports that.
    static func exceeds(_ limit: Int = maximumValues, in body: Data) -> Bool {
        body.withUnsafeBytes { bytes in
            var count = 1
            var inString = false
            var escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"):
                    count += 1
                    if count > limit { return true }
                default:
                    break
                }
            }
            return false
        }
    }
}
