/// One of the real photographs in the package's `Photographs/` (public domain or CC0; see SOURCES.md there),
/// which every catalog picture is cut from. Its size is written down here so a catalog photo's crop can be
/// chosen without decoding anything; a test checks it against the decoded file.
struct DemoPhotograph: Sendable, Equatable {
    /// The file's name in `Photographs/`, without `.jpg`.
    let name: String
    /// The stored file's width in pixels.
    let width: Int
    /// The stored file's height in pixels.
    let height: Int
    /// Whether it is black and white, so every picture cut from it is graded ``DemoTone/monochrome``.
    let isMonochrome: Bool

    /// Every bundled photograph, in the order a catalog photo's recipe numbers them (never reorder: the
    /// catalog's pictures would all change).
    static let all: [DemoPhotograph] = [
        DemoPhotograph(name: "astronaut", width: 512, height: 512, isMonochrome: false),
        DemoPhotograph(name: "chelsea", width: 451, height: 300, isMonochrome: false),
        DemoPhotograph(name: "coffee", width: 600, height: 400, isMonochrome: false),
        DemoPhotograph(name: "rocket", width: 640, height: 427, isMonochrome: false),
        DemoPhotograph(name: "hubble_deep_field", width: 1_000, height: 872, isMonochrome: false),
        DemoPhotograph(name: "retina", width: 1_000, height: 1_000, isMonochrome: false),
        DemoPhotograph(name: "camera", width: 512, height: 512, isMonochrome: true),
    ]

    /// The largest window of `aspectRatio` (width ÷ height) that fits in the photograph, in its pixels.
    func largestWindow(aspectRatio: Double) -> (width: Double, height: Double) {
        let (width, height) = (Double(self.width), Double(self.height))
        return width / height > aspectRatio ? (height * aspectRatio, height) : (width, width / aspectRatio)
    }
}
