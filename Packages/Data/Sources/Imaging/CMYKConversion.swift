/// CMYK pixels to RGB. JPEG files in CMYK are almost all written by Adobe software, which stores the
/// channels inverted (0 is full ink), so the conversion is a plain product per channel.
enum CMYKConversion {
    /// Four bytes a pixel (inverted C, M, Y, K) to three (R, G, B).
    static func rgb(fromInvertedCMYK cmyk: [UInt8]) -> [UInt8] {
        let count = cmyk.count / 4
        var rgb = [UInt8](repeating: 0, count: count * 3)
        for pixel in 0..<count {
            let k = Int(cmyk[pixel * 4 + 3])
            for channel in 0..<3 {
                rgb[pixel * 3 + channel] = UInt8((Int(cmyk[pixel * 4 + channel]) * k + 127) / 255)
            }
        }
        return rgb
    }
}
