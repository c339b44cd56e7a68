import Foundation

/// The generated picture of a catalog photo: a diagonal gradient through the photo's colour with a soft
/// bright disc, so each photo's file looks like its colour swatch and BlurHash suggest, and for a little
/// texture a dimmer second disc and soft horizontal bands, all placed by the photo's index.
struct DemoPicture: Sendable {
    /// The largest side the server renders, in pixels: a "full size" download is at most 2,400 pixels
    /// across (under 0.2 s to encode in a release build, about a second in a debug one), whatever size the
    /// catalog says the photo has. A demo's file need not be as large as a camera's.
    static let maximumSide = 2_400

    /// The file's width in pixels.
    let width: Int
    /// The file's height in pixels.
    let height: Int
    /// The photo's colour, 0xRRGGBB.
    private let color: UInt32
    /// The horizontal centre of the bright disc, in the whole picture's 0…1 coordinates.
    private let sunX: Double
    /// The vertical centre of the bright disc.
    private let sunY: Double
    /// The horizontal centre of a second, smaller and dimmer disc.
    private let moonX: Double
    /// The vertical centre of the second disc.
    private let moonY: Double
    /// How many soft horizontal light bands (a ±5 % sine on the shade) cross the whole picture's height.
    private let bandCount: Double
    /// Where in its cycle the first band starts, 0…1.
    private let bandPhase: Double
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
        moonX = 0.15 + Double(photo.index % 11) / 14
        moonY = 0.55 + Double(photo.index % 4) / 10
        bandCount = 2 + Double(photo.index % 3)
        bandPhase = Double(photo.index % 8) / 8
    }

    /// The encoded JPEG file, drawn pixel by pixel: the gradient (lighter at the top left), the bands and
    /// both discs, evaluated at each pixel's centre in the whole picture's 0…1 coordinates (u across,
    /// v down). Written plainly for speed in debug builds too: full-size pictures have up to 36 megapixels.
    var jpeg: [UInt8] {
        let (red, green, blue) = (Double(color >> 16 & 0xFF), Double(color >> 8 & 0xFF), Double(color & 0xFF))
        // u = left + du · x, v = top + dv · y.
        let (du, dv) = (window.width / Double(width), window.height / Double(height))
        let (left, top) = (window.x + du / 2, window.y + dv / 2)
        let bands = (0..<height).map { 0.05 * sin(2 * Double.pi * ((top + dv * Double($0)) * bandCount + bandPhase)) }
        let (sunX, sunY, moonX, moonY) = (self.sunX, self.sunY, self.moonX, self.moonY)
        return BaselineJPEGEncoder.encode(width: width, height: height) { x, y in
            let (u, v) = (left + du * Double(x), top + dv * Double(y))
            let shade = 1.25 - 0.5 * (u + v) + bands[y]
            let light = 90 * Self.glow(u - sunX, v - sunY, radius: 0.22) + 40 * Self.glow(u - moonX, v - moonY, radius: 0.1)
            return (Self.channel(red, shade, light), Self.channel(green, shade, light), Self.channel(blue, shade, light))
        }
    }

    /// One channel of a pixel: the photo's `base` value times `shade`, plus `light`, within 0…255.
    private static func channel(_ base: Double, _ shade: Double, _ light: Double) -> UInt8 {
        let value = base * shade + light
        return value <= 0 ? 0 : value >= 255 ? 255 : UInt8(value)
    }

    /// How bright a disc of `radius` is at offset (`dx`, `dy`) from its centre: 1 there, fading smoothly
    /// (a smoothstep, so without a visible rim) to 0 at `radius` and beyond.
    private static func glow(_ dx: Double, _ dy: Double, radius: Double) -> Double {
        let squared = dx * dx + dy * dy
        guard squared < radius * radius else { return 0 }
        let t = 1 - squared.squareRoot() / radius
        return t * t * (3 - 2 * t)
    }
}
