/// Writes BlurHash strings (woltapp/blurhash) from their components: a DC colour and quantised AC values.
/// ``encode(_:componentsX:componentsY:)`` computes those components from a catalog photo's picture.
enum BlurHashEncoder {
    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")

    /// Encodes a hash.
    /// - Parameters:
    ///   - componentsX: horizontal components, 1…9.
    ///   - componentsY: vertical components, 1…9.
    ///   - quantisedMaximum: the quantised largest AC magnitude, 0…82.
    ///   - dc: the average colour as 0xRRGGBB.
    ///   - ac: `componentsX × componentsY − 1` AC values, each three channels quantised to 0…18 (9 is zero).
    static func encode(
        componentsX: Int,
        componentsY: Int,
        quantisedMaximum: Int,
        dc: UInt32,
        ac: [(red: Int, green: Int, blue: Int)]
    ) -> String {
        precondition((1...9).contains(componentsX) && (1...9).contains(componentsY))
        precondition(ac.count == componentsX * componentsY - 1)
        var hash = base83(componentsX - 1 + (componentsY - 1) * 9, length: 1)
        hash += base83(ac.isEmpty ? 0 : min(max(quantisedMaximum, 0), 82), length: 1)
        hash += base83(Int(dc & 0xFF_FFFF), length: 4)
        for value in ac {
            hash += base83(clamp(value.red) * 19 * 19 + clamp(value.green) * 19 + clamp(value.blue), length: 2)
        }
        return hash
    }

    private static func clamp(_ value: Int) -> Int {
        min(max(value, 0), 18)
    }

    private static func base83(_ value: Int, length: Int) -> String {
        var digits: [Character] = []
        var remaining = value
        for _ in 0..<length {
            digits.append(alphabet[remaining % 83])
            remaining /= 83
        }
        return String(digits.reversed())
    }
}
