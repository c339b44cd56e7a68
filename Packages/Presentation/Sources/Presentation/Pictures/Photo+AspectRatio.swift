public import Domain

extension Photo {
    /// Width over height for laying the photo's picture out: 1.5 when the source gave no size, and never
    /// beyond 1000:1 either way. Sizes come from a source (or a stored favourite), and no layout may depend
    /// on how absurd they are.
    public var displayAspectRatio: Double {
        let measured = width > 0 && height > 0 ? Double(width) / Double(height) : 1.5
        return min(max(measured.isFinite ? measured : 1.5, 0.001), 1_000)
    }
}
