import CTurboJPEG
import Domain

/// What a JPEG file declares before its pixels: read first, so limits are checked before decoding.
struct JPEGHeader {
    /// Declared width in pixels.
    let width: Int
    /// Declared height in pixels.
    let height: Int
    /// TurboJPEG's colour space code (`TJCS_*`).
    let colorspace: Int32

    /// Reads the header of the `count` bytes at `bytes`.
    /// - Throws: `DomainError/invalidResponse(_:)` when there is no readable header.
    init(handle: tjhandle, bytes: UnsafePointer<UInt8>, count: Int) throws(DomainError) {
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        guard tjDecompressHeader3(handle, bytes, UInt(count), &width, &height, &subsampling, &colorspace) == 0 else {
            throw .invalidResponse("the image is damaged: " + TurboJPEGDecoder.message(handle))
        }
        self.width = Int(width)
        self.height = Int(height)
        self.colorspace = colorspace
    }
}
