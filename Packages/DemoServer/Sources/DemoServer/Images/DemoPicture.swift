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
    /// The part of the whole picture this file shows, in its 0…1 coordinates (all of it unless cropped).
    private let window: (x: Double, y: Double, width: Double, height: Double)

    /// The picture of `photo` as Unsplash's image host sizes it: `w` alone (`fit=max`) keeps the aspect
    /// ratio, never wider than the original; `w` and `h` with `fit=crop` are exactly that size, the middle
    /// of the picture cropped to fill it (never larger than the original either).
    init(photo: DemoPhoto, requestedWidth: Int?, requestedHeight: Int? = nil, crop: Bool = false) {
        let (originalWidth, originalHeight) = (Double(max(1, photo.width)), Double(max(1, photo.height)))
        let largest = Double(Self.maximumSide)
        if crop, let requestedWidth, let requestedHeight {
            let scale = min(1, originalWidth / Double(requestedWidth), originalHeight / Double(requestedHeight), largest / Double(max(requestedWidth, requestedHeight)))
            width = max(1, Int((Double(requestedWidth) * scale).rounded()))
            height = max(1, Int((Double(requestedHeight) * scale).rounded()))
            // The largest window of the original's proportions' that has the requested proportions, centred.
            let (wanted, original) = (Double(width) / Double(height), originalWidth / originalHeight)
            let (windowWidth, windowHeight) = wanted > original ? (1, original / wanted) : (wanted / original, 1)
            window = ((1 - windowWidth) / 2, (1 - windowHeight) / 2, windowWidth, windowHeight)
        } else {
            let scale = min(1, Double(requestedWidth ?? photo.width) / originalWidth, largest / max(originalWidth, originalHeight))
            width = max(1, min(Self.maximumSide, Int((Double(photo.width) * scale).rounded())))
            height = max(1, min(Self.maximumSide, Int((Double(photo.height) * scale).rounded())))
            window = (0, 0, 1, 1)
        }
        color = photo.color
        sunX = 0.25 + Double(photo.index % 7) / 12
        sunY = 0.2 + Double(photo.index % 5) / 12
    }

    /// The encoded JPEG file.
    var jpeg: [UInt8] {
        let (blocksX, blocksY) = (Double((width + 7) / 8), Double((height + 7) / 8))
        let base = [Double(color >> 16 & 0xFF), Double(color >> 8 & 0xFF), Double(color & 0xFF)]
        return BaselineJPEGEncoder.encode(width: width, height: height) { x, y in
            let (u, v) = (window.x + window.width * (Double(x) + 0.5) / blocksX, window.y + window.height * (Double(y) + 0.5) / blocksY)
            let shade = 1.25 - 0.5 * (u + v)  // lighter at the top left, darker at the bottom right
            let distance = ((u - sunX) * (u - sunX) + (v - sunY) * (v - sunY)).squareRoot()
            let glow = max(0, 1 - distance / 0.22) * 90
            let channels = base.map { UInt8(max(0, min(255, $0 * shade + glow))) }
            return (channels[0], channels[1], channels[2])
        }
    }
}
