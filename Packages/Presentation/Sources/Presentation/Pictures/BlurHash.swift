import Domain
// All of Foundation, not FoundationEssentials: this file needs the C math library (pow, cos), which Foundation re-exports on every platform.
import Foundation

/// A decoded BlurHash (woltapp/blurhash): a few cosine components that paint a blurred placeholder.
/// Malformed hashes are rejected with ``BlurHash/Failure`` instead of trapping, since hashes come from
/// whatever server the app talks to.
public struct BlurHash: Equatable, Sendable {
    /// Why a string is not a BlurHash.
    public enum Failure: Error, Equatable, Sendable {
        /// Shorter than the 6 characters every hash has, or not 4 + 2 × components long.
        case invalidLength(expected: Int?, actual: Int)
        /// A character outside the Base83 alphabet, at this offset.
        case invalidCharacter(offset: Int)
    }

    /// Horizontal components (1…9).
    public let componentsX: Int
    /// Vertical components (1…9).
    public let componentsY: Int
    /// Linear-light RGB for each component, `x` fastest; the first is the average colour.
    let components: [LinearColor]

    /// A colour in linear light, each channel roughly −1…1 for detail components.
    struct LinearColor: Equatable, Sendable {
        let red: Double
        let green: Double
        let blue: Double

        func scaled(by factor: Double) -> LinearColor {
            LinearColor(red: red * factor, green: green * factor, blue: blue * factor)
        }
    }

    /// Parses `hash`.
    /// - Throws: ``Failure`` when the hash is malformed.
    public init(_ hash: String) throws(Failure) {
        let digits = try Self.base83Digits(hash)
        guard digits.count >= 6 else { throw .invalidLength(expected: nil, actual: digits.count) }
        let sizeFlag = digits[0]
        let (componentsX, componentsY) = (sizeFlag % 9 + 1, sizeFlag / 9 + 1)
        let expected = 4 + 2 * componentsX * componentsY
        guard componentsY <= 9, digits.count == expected else { throw .invalidLength(expected: componentsY <= 9 ? expected : nil, actual: digits.count) }
        let maximum = Double(digits[1] + 1) / 166
        func value(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 83 + $1 } }
        let dc = value(2..<6)
        var components = [LinearColor(red: Self.linear(dc >> 16), green: Self.linear(dc >> 8 & 255), blue: Self.linear(dc & 255))]
        for index in 1..<componentsX * componentsY {
            let ac = value(4 + index * 2..<6 + index * 2)
            func channel(_ quantised: Int) -> Double {
                let centred = Double(quantised - 9) / 9
                return (centred < 0 ? -1 : 1) * centred * centred * maximum
            }
            components.append(LinearColor(red: channel(ac / 361), green: channel(ac / 19 % 19), blue: channel(ac % 19)))
        }
        self.componentsX = componentsX
        self.componentsY = componentsY
        self.components = components
    }

    /// The picture at `width × height` pixels; `punch` (≥ 0) scales the contrast of the detail.
    public func decode(width: Int, height: Int, punch: Double = 1) -> PixelGrid {
        let (width, height) = (max(1, width), max(1, height))
        let cosinesX = (0..<width).map { x in (0..<componentsX).map { cos(Double.pi * Double(x) * Double($0) / Double(width)) } }
        let cosinesY = (0..<height).map { y in (0..<componentsY).map { cos(Double.pi * Double(y) * Double($0) / Double(height)) } }
        let scaled = components.enumerated().map { index, colour in index == 0 ? colour : colour.scaled(by: punch) }
        var pixels: [RGBColor] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                var (red, green, blue) = (0.0, 0.0, 0.0)
                for j in 0..<componentsY {
                    for i in 0..<componentsX {
                        let basis = cosinesX[x][i] * cosinesY[y][j]
                        let colour = scaled[j * componentsX + i]
                        red += colour.red * basis
                        green += colour.green * basis
                        blue += colour.blue * basis
                    }
                }
                pixels.append(RGBColor(red: Self.sRGB(red), green: Self.sRGB(green), blue: Self.sRGB(blue)))
            }
        }
        return PixelGrid(width: width, height: height, pixels: pixels)
    }

    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~".utf8)
    private static let digitOf: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (digit, character) in alphabet.enumerated() { table[Int(character)] = Int8(digit) }
        return table
    }()

    private static func base83Digits(_ hash: String) throws(Failure) -> [Int] {
        var digits: [Int] = []
        for (offset, byte) in hash.utf8.enumerated() {
            guard byte < 128, digitOf[Int(byte)] >= 0 else { throw .invalidCharacter(offset: offset) }
            digits.append(Int(digitOf[Int(byte)]))
        }
        return digits
    }

    private static func linear(_ value: Int) -> Double {
        let v = Double(value & 255) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func sRGB(_ value: Double) -> UInt8 {
        let v = min(max(value, 0), 1)
        let encoded = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8(min(max(encoded, 0), 1) * 255 + 0.5)
    }
}
