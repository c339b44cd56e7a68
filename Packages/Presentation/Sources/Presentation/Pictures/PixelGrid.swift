/// A small picture as rows of sRGB pixels, which any UI can paint: a terminal with half blocks today,
/// SwiftUI tomorrow.
public struct PixelGrid: Equatable, Sendable {
    /// One sRGB pixel, 8 bits per channel.
    public struct Pixel: Equatable, Sendable {
        /// Red, 0…255.
        public let red: UInt8
        /// Green, 0…255.
        public let green: UInt8
        /// Blue, 0…255.
        public let blue: UInt8

        /// Creates a pixel.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height` pixels, row by row from the top left.
    public let pixels: [Pixel]

    /// Creates a grid; `pixels` must hold `width × height` pixels.
    public init(width: Int, height: Int, pixels: [Pixel]) {
        precondition(pixels.count == width * height, "a \(width)×\(height) grid needs \(width * height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Pixel {
        pixels[y * width + x]
    }
}
