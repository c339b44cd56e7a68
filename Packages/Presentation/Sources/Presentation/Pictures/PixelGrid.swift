public import Domain

/// A small picture as rows of sRGB pixels, which any UI can paint: a terminal with half blocks today,
/// SwiftUI tomorrow.
public struct PixelGrid: Equatable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height` pixels, row by row from the top left.
    public let pixels: [RGBColor]

    /// Creates a grid; `pixels` must hold `width × height` pixels.
    public init(width: Int, height: Int, pixels: [RGBColor]) {
        precondition(pixels.count == width * height, "a \(width)×\(height) grid needs \(width * height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBColor {
        pixels[y * width + x]
    }
}
