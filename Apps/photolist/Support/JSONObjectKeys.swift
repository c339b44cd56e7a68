import Foundation

/// The keys of a JSON object as the file writes them, in order and repeats included, for what a decoder
/// cannot say: which key appears twice. (`JSONDecoder` and `JSONSerialization` keep one value of a
/// repeated key and say nothing; which one is theirs to choose.) Only the outermost object's keys are read;
/// a key's escapes are decoded (`"sour\u0063e"` is `source`).
enum JSONObjectKeys {
    /// The outermost object's keys in `data`, in order; `nil` when `data` is not a JSON object.
    static func keys(in data: Data) -> [String]? {
        var bytes = [UInt8](data)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        skipSpace(&bytes)
        guard bytes.popFirst() == UInt8(ascii: "{") else { return nil }
        var keys: [String] = []
        while true {
            skipSpace(&bytes)
            guard let next = bytes.first else { return nil }
            if next == UInt8(ascii: "}") { return keys }
            if next == UInt8(ascii: ",") {
                bytes.removeFirst()
                continue
            }
            guard let literal = stringLiteral(&bytes),
                  let key = try? JSONDecoder().decode(String.self, from: Data(literal)) else { return nil }
            keys.append(key)
            skipSpace(&bytes)
            guard bytes.popFirst() == UInt8(ascii: ":") else { return nil }
            skipValue(&bytes)
        }
    }

    /// Each key that appears more than once in `keys`, once, in the order of its first appearance.
    static func repeated(in keys: [String]) -> [String] {
        var seen = Set<String>()
        var repeated: [String] = []
        for key in keys where !seen.insert(key).inserted && !repeated.contains(key) {
            repeated.append(key)
        }
        return repeated
    }

    private static func skipSpace(_ bytes: inout ArraySlice<UInt8>) {
        while let byte = bytes.first, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { bytes.removeFirst() }
    }

    /// The string literal at the front of `bytes`, quotes included, taken off it; `nil` when there is none.
    private static func stringLiteral(_ bytes: inout ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard bytes.first == UInt8(ascii: "\"") else { return nil }
        var index = bytes.index(after: bytes.startIndex)
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                let literal = bytes[...index]
                bytes = bytes[(index + 1)...]
                return literal
            default: index += 1
            }
        }
        return nil
    }

    /// Takes one value off the front of `bytes`: up to the `,` or `}` that ends it at this depth.
    private static func skipValue(_ bytes: inout ArraySlice<UInt8>) {
        var depth = 0
        while let byte = bytes.first {
            switch byte {
            case UInt8(ascii: "\""):
                guard stringLiteral(&bytes) != nil else { return bytes = [] }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { return }
            default: break
            }
            bytes.removeFirst()
        }
    }
}
