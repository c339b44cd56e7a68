/// How large an image may be before any pixel is decoded: images come from sources PhotoList does not
/// control, and a 60 000 × 60 000 JPEG is a few kilobytes that would ask for ten gigabytes.
public struct ImageDecodeLimits: Sendable, Equatable {
    /// The most bytes of encoded file looked at.
    public var maximumBytes: Int
    /// The longest side the file may declare, in pixels.
    public var maximumSide: Int
    /// The most pixels the file may declare (width × height), before scaling.
    public var maximumPixels: Int

    /// Limits; the defaults allow any picture asked for at a view's size, and most originals a source
    /// could send instead (50 megapixels: a progressive file keeps every coefficient of the whole image
    /// while decoding, about 6 bytes a pixel, whatever the scale), and nothing near what would exhaust
    /// memory with four decodes at once.
    public init(maximumBytes: Int = 16 << 20, maximumSide: Int = 20_000, maximumPixels: Int = 50_000_000) {
        self.maximumBytes = maximumBytes
        self.maximumSide = maximumSide
        self.maximumPixels = maximumPixels
    }
}
