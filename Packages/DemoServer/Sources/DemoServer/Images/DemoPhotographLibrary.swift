import Foundation

/// The bundled photographs, decoded: each whole (for the pictures served) and as a ``DemoMiniature``
/// (for the catalog's colours and BlurHashes, which need only block means). Loaded once, on first use, and
/// shared: ``shared`` is a `static let`, which Swift initialises exactly once even when the router's
/// threads ask at the same time, and the decoded rasters are immutable from then on.
struct DemoPhotographLibrary: Sendable {
    /// One photograph, decoded.
    struct Entry: Sendable {
        /// Which photograph.
        let photograph: DemoPhotograph
        /// Every pixel of the stored file.
        let full: DemoRaster
        /// Its 8 × 8 block means.
        let miniature: DemoMiniature
    }

    /// The photographs, in ``DemoPhotograph/all``'s order.
    let entries: [Entry]

    /// The library from the photographs built into the binary (``DemoPhotographFiles``), or why it could
    /// not be decoded (the image route then answers 500 and the catalog falls back to grey).
    static let shared: Result<DemoPhotographLibrary, DemoPictureError> = Result { () throws(DemoPictureError) in
        try DemoPhotographLibrary(file: embeddedFile(named:))
    }

    /// The bytes of the built-in photograph `name`, or `nil` when there is none by that name.
    static func embeddedFile(named name: String) -> [UInt8]? {
        DemoPhotographFiles.base64[name].flatMap { Data(base64Encoded: $0) }.map { [UInt8]($0) }
    }

    /// Decodes every photograph of ``DemoPhotograph/all`` from the JPEG file `file` gives for its name.
    init(file: (String) -> [UInt8]?) throws(DemoPictureError) {
        var entries: [Entry] = []
        for photograph in DemoPhotograph.all {
            guard let bytes = file(photograph.name) else {
                throw DemoPictureError("the photograph \(photograph.name).jpg is missing")
            }
            let full = try DemoTurboJPEG.decode(bytes)
            guard full.width == photograph.width, full.height == photograph.height else {
                throw DemoPictureError("\(photograph.name).jpg is \(full.width) × \(full.height), not \(photograph.width) × \(photograph.height)")
            }
            entries.append(Entry(photograph: photograph, full: full, miniature: DemoMiniature(full)))
        }
        self.entries = entries
    }
}
