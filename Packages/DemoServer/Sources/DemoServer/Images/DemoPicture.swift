/// The picture of a catalog photo at the size a request asks for: its ``DemoLook`` (a window of a bundled
/// photograph, maybe mirrored, graded) scaled to that size and encoded by libjpeg-turbo.
struct DemoPicture: Sendable {
    /// The largest side the server renders, in pixels: a "full size" download is at most 2,400 pixels
    /// across, whatever size the catalog says the photo has. A demo's file need not be as large as a
    /// camera's (and the photographs it is cut from are smaller still).
    static let maximumSide = 2_400
    /// The JPEG quality of every served picture, as photo hosts serve photographs.
    static let quality: Int32 = 85

    /// The file's width in pixels.
    let width: Int
    /// The file's height in pixels.
    let height: Int
    /// How the photo's picture is made.
    private let look: DemoLook
    /// The part of the whole picture this file shows, in its 0…1 coordinates (all of it unless cropped).
    private let window: DemoWindow

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
            window = DemoWindow(x: (1 - windowWidth) / 2, y: (1 - windowHeight) / 2, width: windowWidth, height: windowHeight)
        } else {
            let scale = min(1, Double(requestedWidth ?? photo.width) / originalWidth, largest / max(originalWidth, originalHeight))
            width = max(1, min(Self.maximumSide, Int((Double(photo.width) * scale).rounded())))
            height = max(1, min(Self.maximumSide, Int((Double(photo.height) * scale).rounded())))
            window = DemoWindow(x: 0, y: 0, width: 1, height: 1)
        }
        look = photo.look
    }

    /// The pixels, drawn from the whole photograph among `pixels` (``DemoPhotographLibrary/pixels``' order).
    func raster(from pixels: [DemoRaster]) -> DemoRaster {
        look.render(from: pixels[look.photograph], scale: 1, part: window, width: width, height: height)
    }

    /// The encoded JPEG file (4:2:0, quality ``quality``), or why it could not be made.
    func jpeg(from pixels: Result<[DemoRaster], DemoPictureError> = DemoPhotographLibrary.pixels) throws(DemoPictureError) -> [UInt8] {
        try DemoTurboJPEG.encode(raster(from: pixels.get()), quality: Self.quality)
    }
}
