import Foundation

extension BlurHashEncoder {
    /// The BlurHash of a picture whose components (`componentsX` × `componentsY`, row by row, each the
    /// cosine-weighted mean of the picture in linear light, AC ones doubled) are `components`, quantised as
    /// woltapp's reference encoder quantises them: the DC written as sRGB, the AC values scaled by the
    /// largest and put on a square-root curve.
    static func encode(components: [(Double, Double, Double)], componentsX: Int, componentsY: Int) -> String {
        precondition(components.count == componentsX * componentsY)
        let dc = components[0], ac = components.dropFirst()
        let largest = ac.map { max(abs($0.0), abs($0.1), abs($0.2)) }.max() ?? 0
        let quantisedMaximum = ac.isEmpty ? 0 : max(0, min(82, Int((largest * 166 - 0.5).rounded(.down))))
        let maximum = Double(quantisedMaximum + 1) / 166
        func quantise(_ value: Double) -> Int {
            let ratio = value / maximum
            let curved = ratio < 0 ? -(-ratio).squareRoot() : ratio.squareRoot()
            return max(0, min(18, Int((curved * 9 + 9.5).rounded(.down))))
        }
        let dcColour = UInt32(linearToSRGB(dc.0)) << 16 | UInt32(linearToSRGB(dc.1)) << 8 | UInt32(linearToSRGB(dc.2))
        return encode(
            componentsX: componentsX, componentsY: componentsY, quantisedMaximum: quantisedMaximum, dc: dcColour,
            ac: ac.map { (red: quantise($0.0), green: quantise($0.1), blue: quantise($0.2)) }
        )
    }

    /// An sRGB value (0…1) in linear light.
    static func sRGBToLinear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// A linear-light value as an sRGB byte (0…255), rounded.
    static func linearToSRGB(_ value: Double) -> Int {
        let clamped = min(max(value, 0), 1)
        let encoded = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        return Int((encoded * 255 + 0.5).rounded(.down))
    }
}
