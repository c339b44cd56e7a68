/// A picture's size in pixels: what a view asks a photo's image for, and what a decoded image holds.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The largest side a view may ask for: far beyond any screen, small enough that a size can never
    /// turn into a gigabyte of pixels.
    public static let maximumSide = 4_096

    /// Columns of pixels.
    public let width: Int
    /// Rows of pixels.
    public let height: Int

    /// A size of at least 1×1 and at most ``maximumSide`` on each side; `nil` outside that, so a size
    /// computed from a hostile terminal or photo never reaches a source or a decoder.
    public init?(width: Int, height: Int) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// Pixels in all.
    public var area: Int { width * height }

    /// Whether a picture of this size has the proportions of one `width` × `height` (width ÷ height within
    /// 5 %): the same picture at another size; a larger difference is a crop. Smaller differences are a
    /// small picture's rounding. A non-positive side has no proportions to share.
    public func hasProportions(ofWidth width: Double, height: Double) -> Bool {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return false }
        return abs((Double(self.width) / Double(self.height)) / (width / height) - 1) <= 0.05
    }

    /// `640×480`.
    public var description: String { "\(width)×\(height)" }
}
