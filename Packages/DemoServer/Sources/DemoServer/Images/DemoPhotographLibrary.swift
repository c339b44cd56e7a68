import Foundation

/// The bundled photographs as the catalog needs them: each as a ``DemoMiniature`` (for the catalog's
/// colours and BlurHashes, which need only block means), its pixels dropped once the miniature is made.
/// The pictures served are cut from ``pixels``, decoded separately on the first picture asked for, so a
/// listing (`photolist list`, a sync) never holds every photograph's pixels (9 MB) at once.
///
/// Both are `static let`s, which Swift initialises exactly once even when the router's threads ask at the
/// same time, and immutable from then on.
struct DemoPhotographLibrary: Sendable {
    /// One photograph's miniature.
    struct Entry: Sendable {
        /// Which photograph.
        let photograph: DemoPhotograph
        /// Its 8 × 8 block means.
        let miniature: DemoMiniature
    }

    /// The photographs, in ``DemoPhotograph/all``'s order.
    let entries: [Entry]

    /// The library from the photographs built into the binary (``DemoPhotographFiles``), or why it could
    /// not be decoded (the catalog then falls back to grey).
    static let shared: Result<DemoPhotographLibrary, DemoPictureError> = Result { () throws(DemoPictureError) in
        try DemoPhotographLibrary(file: embeddedFile(named:))
    }

    /// Every pixel of each built-in photograph, in ``DemoPhotograph/all``'s order, or why one could not be
    /// decoded (the image route then answers 500).
    static let pixels: Result<[DemoRaster], DemoPictureError> = Result { () throws(DemoPictureError) in
        try DemoPhotograph.all.concurrentMap { photograph throws(DemoPictureError) in try decode(photograph, file: embeddedFile(named:)) }
    }

    /// The bytes of the built-in photograph `name`, or `nil` when there is none by that name.
    static func embeddedFile(named name: String) -> [UInt8]? {
        DemoPhotographFiles.base64[name].flatMap { Data(base64Encoded: $0) }.map { [UInt8]($0) }
    }

    /// The miniature of every photograph of ``DemoPhotograph/all``, from the JPEG file `file` gives for
    /// its name; the photographs are decoded on all cores at once (most of the demo's start-up), each
    /// one's pixels held only while its miniature is made.
    init(file: @Sendable (String) -> [UInt8]?) throws(DemoPictureError) {
        entries = try DemoPhotograph.all.concurrentMap { photograph throws(DemoPictureError) in
            Entry(photograph: photograph, miniature: DemoMiniature(try Self.decode(photograph, file: file)))
        }
    }

    /// `photograph`'s pixels, from the JPEG file `file` gives for its name, checked to be the size the
    /// catalog assumes.
    static func decode(_ photograph: DemoPhotograph, file: @Sendable (String) -> [UInt8]?) throws(DemoPictureError) -> DemoRaster {
        guard let bytes = file(photograph.name) else {
            throw DemoPictureError("the photograph \(photograph.name).jpg is missing")
        }
        let full = try DemoTurboJPEG.decode(bytes)
        guard full.width == photograph.width, full.height == photograph.height else {
            throw DemoPictureError("\(photograph.name).jpg is \(full.width) × \(full.height), not \(photograph.width) × \(photograph.height)")
        }
        return full
    }
}
