/// A picture in memory: 8-bit sRGB red, green, blue per pixel, row by row, top row first. What
/// libjpeg-turbo decodes into and encodes from, and what the resampler reads and writes.
struct DemoRaster: Sendable, Equatable {
    /// Its width in pixels.
    let width: Int
    /// Its height in pixels.
    let height: Int
    /// `3 × width × height` samples: red, green, blue of each pixel.
    let rgb: [UInt8]

    /// Wraps `rgb`, which must hold exactly `3 × width × height` samples.
    init(width: Int, height: Int, rgb: [UInt8]) {
        precondition(width > 0 && height > 0 && rgb.count == 3 * width * height, "a raster's samples must fill it")
        self.width = width
        self.height = height
        self.rgb = rgb
    }
}
