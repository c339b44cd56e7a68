/// An opaque 8-bit-per-channel sRGB colour.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel.
    public let red: UInt8
    /// The green channel.
    public let green: UInt8
    /// The blue channel.
    public let blue: UInt8

    /// Creates a colour from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#RRGGBB` (the `#` is optional, hex digits in either case); `nil` for anything else.
    public init?(hex: String) {
        // Byte by byte: a cache row carries a colour, so this runs for every photo of every page read.
        var bytes = Substring(hex).utf8[...]
        if bytes.first == UInt8(ascii: "#") { bytes = bytes.dropFirst() }
        guard bytes.count == 6 else { return nil }
        var value: UInt32 = 0
        for byte in bytes {
            guard let digit = Self.hexValue(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The colour as `#rrggbb`.
    public var hex: String {
        // Written in place (seven bytes fit a string without a heap allocation): a list formats this for
        // every row of every page it turns.
        String(unsafeUninitializedCapacity: 7) { bytes in
            let value = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            bytes[0] = UInt8(ascii: "#")
            for digit in 0..<6 {
                bytes[1 + digit] = Self.hexDigit(UInt8(value >> (20 - 4 * digit) & 0xF))
            }
            return 7
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The colour as `#rrggbb`.
    public var description: String { hex }
}
