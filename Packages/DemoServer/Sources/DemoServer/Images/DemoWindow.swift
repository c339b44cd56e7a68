/// A rectangle of a picture in its pixel coordinates (fractional, so a crop can sit between pixels):
/// the part of a photograph a catalog photo shows, or the part of that a served size keeps.
struct DemoWindow: Sendable, Equatable {
    /// Its left edge.
    let x: Double
    /// Its top edge.
    let y: Double
    /// Its width.
    let width: Double
    /// Its height.
    let height: Double

    /// The part of this window that `fraction` (in this window's 0…1 coordinates) covers.
    func part(_ fraction: DemoWindow) -> DemoWindow {
        DemoWindow(x: x + fraction.x * width, y: y + fraction.y * height, width: fraction.width * width, height: fraction.height * height)
    }

    /// The same rectangle in a copy of the picture scaled by `scaleX` across and `scaleY` down.
    func scaled(_ scaleX: Double, _ scaleY: Double) -> DemoWindow {
        DemoWindow(x: x * scaleX, y: y * scaleY, width: width * scaleX, height: height * scaleY)
    }
}
