/// Unsplash's colour-filter names, decided from a photo's dominant colour by lightness, saturation and hue.
enum DemoColorName {
    /// Every name the `color` search filter accepts.
    static let all: Set = ["black_and_white", "black", "white", "yellow", "orange", "red", "purple", "magenta", "green", "teal", "blue"]

    /// The name for `rgb` (`0xRRGGBB`).
    static func of(_ rgb: UInt32) -> String {
        let red = Double(rgb >> 16 & 0xFF) / 255, green = Double(rgb >> 8 & 0xFF) / 255, blue = Double(rgb & 0xFF) / 255
        let high = max(red, green, blue), low = min(red, green, blue), chroma = high - low
        let lightness = (high + low) / 2
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        if lightness < 0.18 { return "black" }
        if lightness > 0.85 { return "white" }
        if saturation < 0.15 { return "black_and_white" }
        var hue: Double
        switch high {
        case red: hue = 60 * ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
        case green: hue = 60 * ((blue - red) / chroma + 2)
        default: hue = 60 * ((red - green) / chroma + 4)
        }
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<15, 345...: return "red"
        case ..<40: return "orange"
        case ..<65: return "yellow"
        case ..<160: return "green"
        case ..<195: return "teal"
        case ..<255: return "blue"
        case ..<290: return "purple"
        default: return "magenta"
        }
    }
}
