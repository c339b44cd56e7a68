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
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The colour as `#rrggbb`.
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// The colour as `#rrggbb`.
    public var description: String { hex }
}
