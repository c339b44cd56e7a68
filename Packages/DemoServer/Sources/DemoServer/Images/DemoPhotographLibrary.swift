import Foundation
import Synchronization

/// The bundled photographs as the catalog needs them: each as a ``DemoMiniature`` (for the catalog's
/// colours and BlurHashes, which need only block means); its pixels stay only in the decoding core's
/// buffer, overwritten by that core's next photograph and freed when its share is done.
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
    /// its name; the photographs are decoded on all cores at once (most of the demo's start-up).
    init(file: @Sendable (String) -> [UInt8]?) throws(DemoPictureError) {
        let photographs = DemoPhotograph.all
        // Each core takes the largest photograph left, in turn, and decodes it into one buffer of its own: a
        // new buffer for each photograph had the kernel map and zero the pages of all 9 MB of them (500 page
        // faults, 2–3% of `photolist list`'s processor time), and largest first keeps the cores' shares even.
        let cores = Swift.max(1, Swift.min(photographs.count, ProcessInfo.processInfo.activeProcessorCount))
        let area = { (index: Int) in photographs[index].width * photographs[index].height }
        let largestFirst = photographs.indices.sorted { area($0) > area($1) }
        let taken = Atomic(0)
        let shares = Array(0..<cores).concurrentMap { _ in
            var rgb: [UInt8] = []
            var share: [(index: Int, entry: Result<Entry, DemoPictureError>)] = []
            while true {
                let turn = taken.wrappingAdd(1, ordering: .relaxed).oldValue
                guard turn < largestFirst.count else { break }
                let photograph = photographs[largestFirst[turn]]
                share.append((index: largestFirst[turn], entry: Result { () throws(DemoPictureError) in
                    try Self.decode(photograph, file: file, into: &rgb)
                    let miniature = rgb.withUnsafeBufferPointer { DemoMiniature(rgb: $0, width: photograph.width, height: photograph.height) }
                    return Entry(photograph: photograph, miniature: miniature)
                }))
            }
            return share
        }
        // In the catalog's order, so the error thrown is the first photograph's that failed.
        entries = try shares.joined().sorted { $0.index < $1.index }.map { decoded throws(DemoPictureError) in try decoded.entry.get() }
    }

    /// `photograph`'s pixels, from the JPEG file `file` gives for its name, checked to be the size the
    /// catalog assumes.
    static func decode(_ photograph: DemoPhotograph, file: @Sendable (String) -> [UInt8]?) throws(DemoPictureError) -> DemoRaster {
        var rgb: [UInt8] = []
        try decode(photograph, file: file, into: &rgb)
        return DemoRaster(width: photograph.width, height: photograph.height, rgb: rgb)
    }

    /// Decodes `photograph` from the JPEG file `file` gives for its name into the first samples of `rgb`
    /// (see ``DemoTurboJPEG/decode(_:into:)``), checked to be the size the catalog assumes.
    private static func decode(_ photograph: DemoPhotograph, file: @Sendable (String) -> [UInt8]?, into rgb: inout [UInt8]) throws(DemoPictureError) {
        guard let bytes = file(photograph.name) else {
            throw DemoPictureError("the photograph \(photograph.name).jpg is missing")
        }
        let (width, height) = try DemoTurboJPEG.decode(bytes, into: &rgb)
        guard width == photograph.width, height == photograph.height else {
            throw DemoPictureError("\(photograph.name).jpg is \(width) × \(height), not \(photograph.width) × \(photograph.height)")
        }
    }
}
