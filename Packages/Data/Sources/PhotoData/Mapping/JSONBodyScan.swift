import Foundation

/// One pass over a body by JSON's grammar (RFC 8259, with the trailing comma Foundation's reader allows), for what Foundation's decoder refuses in valid JSON
/// without saying so (see ``DecodingFailure``): how deep it nests, and its numbers that neither a 64-bit
/// integer nor a `Double` holds. Only syntax is checked, with no limit on depth or number size, so those
/// two can be told apart from a body that is not JSON at all. It never recurses: a hostile depth costs
/// one stack entry per level on the heap.
struct JSONBodyScan {
    /// Whether the body is one JSON value, with only white space around it.
    private(set) var isJSON = false
    /// The deepest nesting of arrays and objects.
    private(set) var depth = 0
    /// Whether a number in it is too large to read: an integer beyond 64 bits, or any number whose
    /// `Double` is infinite.
    private(set) var hasTooLargeNumber = false

    /// What may come next.
    private enum Expect {
        /// A value (at the top, after `:`).
        case value
        /// A value or `]` (after `[` or a comma in an array).
        case valueOrEnd
        /// A key or `}` (after `{` or a comma in an object).
        case keyOrEnd
        /// `:` after a key.
        case colon
        /// `,` or the end of the container (after a value), or the end of the body at the top.
        case commaOrEnd
    }

    /// Scans `body`.
    init(_ body: Data) {
        let bytes = [UInt8](body)
        var containers: [UInt8] = []  // `[` or `{`, innermost last
        var expect = Expect.value
        var index = 0
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard index < bytes.count else {
                isJSON = containers.isEmpty && expect == .commaOrEnd
                return
            }
            let byte = bytes[index]
            switch expect {
            case .colon:
                guard byte == UInt8(ascii: ":") else { return }
                index += 1
                expect = .value
            case .commaOrEnd:
                guard let open = containers.last else { return }  // a second value at the top
                if byte == UInt8(ascii: ",") {
                    // Foundation's reader takes a comma before the end too ([1,2,]), so this does.
                    index += 1
                    expect = open == UInt8(ascii: "{") ? .keyOrEnd : .valueOrEnd
                } else if byte == (open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    containers.removeLast()
                    expect = .commaOrEnd
                } else {
                    return
                }
            case .keyOrEnd:
                if byte == UInt8(ascii: "}") {
                    index += 1
                    containers.removeLast()
                    expect = .commaOrEnd
                } else {
                    guard byte == UInt8(ascii: "\""), let end = Self.stringEnd(bytes, from: index) else { return }
                    index = end
                    expect = .colon
                }
            case .value, .valueOrEnd:
                if expect == .valueOrEnd, byte == UInt8(ascii: "]") {
                    index += 1
                    containers.removeLast()
                    expect = .commaOrEnd
                } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    index += 1
                    containers.append(byte)
                    depth = Swift.max(depth, containers.count)
                    expect = byte == UInt8(ascii: "[") ? .valueOrEnd : .keyOrEnd
                } else if byte == UInt8(ascii: "\"") {
                    guard let end = Self.stringEnd(bytes, from: index) else { return }
                    index = end
                    expect = .commaOrEnd
                } else if let end = Self.literalEnd(bytes, from: index) {
                    index = end
                    expect = .commaOrEnd
                } else if let end = Self.numberEnd(bytes, from: index) {
                    if Self.isTooLarge(bytes[index..<end]) { hasTooLargeNumber = true }
                    index = end
                    expect = .commaOrEnd
                } else {
                    return
                }
            }
        }
    }

    /// The index after the string starting at `start` (its `"`), or `nil` when it is not a JSON string.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                return index + 1
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { return nil }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "u") {
                    guard index + 5 < bytes.count, bytes[(index + 2)...(index + 5)].allSatisfy(isHexDigit) else { return nil }
                    index += 6
                } else {
                    guard Array("\"\\/bfnrt".utf8).contains(escaped) else { return nil }
                    index += 2
                }
            case 0x00..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// The index after `true`, `false` or `null` at `start`, or `nil`.
    private static func literalEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        for literal in ["true", "false", "null"] {
            let word = Array(literal.utf8)
            if bytes.count - start >= word.count, Array(bytes[start..<(start + word.count)]) == word { return start + word.count }
        }
        return nil
    }

    /// The index after the number at `start` (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`), or `nil`.
    private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        func digits() -> Int {
            let first = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return index
    }

    /// Whether the JSON number `token` is one neither a 64-bit integer nor a finite `Double` holds; the
    /// decoder reads an integer as either.
    private static func isTooLarge(_ token: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: token, as: UTF8.self)
        let isInteger = !token.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        if isInteger { return Int64(text) == nil && UInt64(text) == nil }
        return Double(text).map { !$0.isFinite } ?? false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}
