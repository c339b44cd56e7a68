#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A photo's picture, decoded: sRGB pixels any view can draw, plus the encoded file they came from, for
/// views that hand the file to something that decodes it itself (an iTerm2 terminal, a web page).
public struct PhotoImage: Sendable, Equatable {
    /// The decoded size, upright (a file's orientation tag already applied).
    public let size: PixelSize
    /// `width × height × 3` bytes, red, green, blue, row by row from the top left, upright.
    public let rgb: [UInt8]
    /// The encoded file (a JPEG) as the source sent it, orientation tag and all: whoever decodes it applies
    /// the tag, as browsers do.
    public let encoded: Data

    /// An image from decoded pixels; `rgb` must hold three bytes per pixel of `size`.
    public init(size: PixelSize, rgb: [UInt8], encoded: Data) {
        precondition(rgb.count == size.area * 3, "a \(size) image needs \(size.area * 3) bytes")
        self.size = size
        self.rgb = rgb
        self.encoded = encoded
    }

    /// Whether `data` starts as a JPEG file does (`FF D8 FF`): the one format pictures are fetched in.
    public static func looksLikeJPEG(_ data: Data) -> Bool {
        data.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBColor {
        let offset = (y * size.width + x) * 3
        return RGBColor(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
    }
}
