import Foundation

/// One pass over a JSON body outside its strings, for what Foundation's decoder refuses in valid JSON
/// without saying so (see ``DecodingFailure``): how deep it nests, and its numbers that neither a 64-bit
/// integer nor a `Double` holds.
struct JSONBodyScan {
    /// The deepest nesting of arrays and objects.
    private(set) var depth = 0
    /// Whether every `[` and `{` is closed, and nothing closes that was not opened.
    private(set) var isBalanced = true
    /// The byte ranges of the numbers too large to read: an integer beyond 64 bits, or any number whose
    /// `Double` is infinite.
    private(set) var tooLargeNumbers: [Range<Int>] = []

    /// Scans `body`.
    init(_ body: Data) {
        let bytes = [UInt8](body)
        var inString = false, escaped = false, level = 0
        var numberStart: Int?
        for index in 0...bytes.count {
            let byte = index < bytes.count ? bytes[index] : 0x20
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if Self.isNumberByte(byte) {
                if numberStart == nil { numberStart = index }
                continue
            }
            if let start = numberStart {
                if Self.isTooLarge(bytes[start..<index]) { tooLargeNumbers.append(start..<index) }
                numberStart = nil
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                level += 1
                depth = Swift.max(depth, level)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                level -= 1
                if level < 0 { isBalanced = false }
            default: break
            }
        }
        if level != 0 || inString { isBalanced = false }
    }

    /// `body` with each of ``tooLargeNumbers`` written as `0`: what it would be with numbers that read.
    func replacingTooLargeNumbers(in body: Data) -> Data {
        var bytes = [UInt8](body)
        for range in tooLargeNumbers.reversed() {
            bytes.replaceSubrange(range, with: [UInt8(ascii: "0")])
        }
        return Data(bytes)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Whether `token` is a number (as `Double` reads one) that neither a 64-bit integer nor a finite
    /// `Double` holds; the decoder reads an integer as either.
    private static func isTooLarge(_ token: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: token, as: UTF8.self)
        guard let value = Double(text) else { return false }
        let isInteger = !token.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        return isInteger ? Int64(text) == nil && UInt64(text) == nil : !value.isFinite
    }
}
