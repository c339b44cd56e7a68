import Foundation

/// Measurements of a decoded picture, computed here from djpeg's pixels (not with the server's code), to
/// say whether it looks like a photograph and whether the catalog describes it truly.
enum PictureMeasure {
    /// The mean absolute step of luma (Rec. 601, 0…255) between horizontal neighbours and between vertical
    /// neighbours, averaged: a blur measures well under 1, a photograph several.
    static func lumaGradient(_ picture: JPEGTool.Decoded) -> Double {
        func luma(_ x: Int, _ y: Int) -> Double {
            let (red, green, blue) = picture.pixel(x, y)
            return 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
        }
        var (across, down) = (0.0, 0.0)
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let here = luma(x, y)
                if x + 1 < picture.width { across += abs(luma(x + 1, y) - here) }
                if y + 1 < picture.height { down += abs(luma(x, y + 1) - here) }
            }
        }
        let acrossPairs = Double(max(1, (picture.width - 1) * picture.height)), downPairs = Double(max(1, picture.width * (picture.height - 1)))
        return (across / acrossPairs + down / downPairs) / 2
    }

    /// The mean red, green and blue of the picture's sRGB samples.
    static func meanColour(_ picture: JPEGTool.Decoded) -> (Double, Double, Double) {
        mean(of: picture) { Double($0) }
    }

    /// The mean colour in linear light, written back as sRGB (0…255): what a BlurHash's DC component holds.
    static func linearMeanColour(_ picture: JPEGTool.Decoded) -> (Double, Double, Double) {
        func linear(_ value: UInt8) -> Double {
            let unit = Double(value) / 255
            return unit <= 0.04045 ? unit / 12.92 : pow((unit + 0.055) / 1.055, 2.4)
        }
        func sRGB(_ value: Double) -> Double {
            255 * (value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055)
        }
        let means = mean(of: picture, linear)
        return (sRGB(means.0), sRGB(means.1), sRGB(means.2))
    }

    /// The mean of `value` over each channel's samples (red, green, blue).
    private static func mean(of picture: JPEGTool.Decoded, _ value: (UInt8) -> Double) -> (Double, Double, Double) {
        var sums = (0.0, 0.0, 0.0)
        for index in stride(from: 0, to: picture.rgb.count, by: 3) {
            sums.0 += value(picture.rgb[index])
            sums.1 += value(picture.rgb[index + 1])
            sums.2 += value(picture.rgb[index + 2])
        }
        let count = Double(max(1, picture.width * picture.height))
        return (sums.0 / count, sums.1 / count, sums.2 / count)
    }

    /// The DC colour of a BlurHash (characters 2..<6, base 83, as 0xRRGGBB), decoded as the format says.
    static func blurHashDC(_ hash: String) -> (Double, Double, Double)? {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")
        let characters = Array(hash)
        guard characters.count >= 6 else { return nil }
        var value = 0
        for character in characters[2..<6] {
            guard let digit = alphabet.firstIndex(of: character) else { return nil }
            value = value * 83 + digit
        }
        return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
    }

    /// The colour `0xRRGGBB` as three 0…255 values.
    static func channels(_ rgb: UInt32) -> (Double, Double, Double) {
        (Double(rgb >> 16 & 0xFF), Double(rgb >> 8 & 0xFF), Double(rgb & 0xFF))
    }

    /// The largest difference between two colours' channels.
    static func distance(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
    }
}
