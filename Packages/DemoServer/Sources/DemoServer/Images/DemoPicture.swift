/// The generated picture of a catalog photo: a diagonal gradient through the photo's colour with a soft
/// bright disc, so each photo's file looks like its colour swatch and BlurHash suggest.
struct DemoPicture: Sendable {
    /// The largest side the server renders, in pixels.
    static let maximumSide = 6_000

    let width: Int
    let height: Int
    private let color: UInt32
    private let sunX: Double
    private let sunY: Double

    /// The picture of `photo`, `requestedWidth` pixels wide when given (Unsplash's `w` with `fit=max`: never
    /// wider than the original), keeping the photo's aspect ratio.
    init(photo: DemoPhoto, requestedWidth: Int?) {
        let (originalWidth, originalHeight) = (Double(max(1, photo.width)), Double(max(1, photo.height)))
        let scale = min(1, Double(requestedWidth ?? photo.width) / originalWidth, Double(Self.maximumSide) / max(originalWidth, originalHeight))
        width = max(1, min(Self.maximumSide, Int((Double(photo.width) * scale).rounded())))
        height = max(1, min(Self.maximumSide, Int((Double(photo.height) * scale).rounded())))
        color = photo.color
        sunX = 0.25 + Double(photo.index % 7) / 12
        sunY = 0.2 + Double(photo.index % 5) / 12
    }

    /// The encoded JPEG file.
    var jpeg: [UInt8] {
        let (blocksX, blocksY) = (Double((width + 7) / 8), Double((height + 7) / 8))
        let base = [Double(color >> 16 & 0xFF), Double(color >> 8 & 0xFF), Double(color & 0xFF)]
        return BaselineJPEGEncoder.encode(width: width, height: height) { x, y in
            let (u, v) = ((Double(x) + 0.5) / blocksX, (Double(y) + 0.5) / blocksY)
            let shade = 1.25 - 0.5 * (u + v)  // lighter at the top left, darker at the bottom right
            let distance = ((u - sunX) * (u - sunX) + (v - sunY) * (v - sunY)).squareRoot()
            let glow = max(0, 1 - distance / 0.22) * 90
            let channels = base.map { UInt8(max(0, min(255, $0 * shade + glow))) }
            return (channels[0], channels[1], channels[2])
        }
    }
}
