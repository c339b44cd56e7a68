public import Domain

extension PixelGrid {
    /// What stands in for a photo's picture until (or instead of) the real one: its BlurHash decoded at
    /// `width` × `height`, else a flat swatch of its `color`; `nil` when it has neither (or a hash that
    /// does not decode and no colour).
    public init?(placeholderFor hash: String?, color: RGBColor?, width: Int, height: Int) {
        if let hash, let blurHash = try? BlurHash(hash) {
            self = blurHash.decode(width: width, height: height)
        } else if let color {
            self.init(width: width, height: height, pixels: Array(repeating: color, count: width * height))
        } else {
            return nil
        }
    }
}
