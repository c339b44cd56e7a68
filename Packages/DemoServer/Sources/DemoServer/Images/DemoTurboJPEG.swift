import CDemoTurboJPEG

/// libjpeg-turbo's TurboJPEG API, as the demo server uses it: decoding its bundled photographs and
/// encoding the pictures it serves. Every failure comes back as a thrown
/// ``DemoPictureError``, never a crash.
enum DemoTurboJPEG {
    /// Decodes `jpeg` (colour or greyscale) to RGB.
    static func decode(_ jpeg: [UInt8]) throws(DemoPictureError) -> DemoRaster {
        var rgb: [UInt8] = []
        let (width, height) = try decode(jpeg, into: &rgb)
        return DemoRaster(width: width, height: height, rgb: rgb)
    }

    /// Decodes `jpeg` (colour or greyscale) to RGB in the first `3 × width × height` samples of `rgb`,
    /// replacing it with an array of exactly that many only when it is shorter, and returns the picture's
    /// size. A caller decoding several pictures in turn keeps one buffer, so the kernel maps and zeroes
    /// its pages once rather than for every picture.
    static func decode(_ jpeg: [UInt8], into rgb: inout [UInt8]) throws(DemoPictureError) -> (width: Int, height: Int) {
        guard let handle = tjInitDecompress() else { throw DemoPictureError("the JPEG decoder could not start") }
        defer { tjDestroy(handle) }
        var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let header = jpeg.withUnsafeBufferPointer { bytes in
            tjDecompressHeader3(handle, bytes.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else { throw DemoPictureError("not a JPEG file: \(message(handle))") }
        let count = 3 * Int(width) * Int(height)
        if rgb.count < count { rgb = [UInt8](repeating: 0, count: count) }
        let status = jpeg.withUnsafeBufferPointer { bytes in
            rgb.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, bytes.baseAddress, UInt(bytes.count), target.baseAddress, width, 0, height, Int32(TJPF_RGB.rawValue), 0)
            }
        }
        // A warning (a slightly damaged file) still leaves a complete picture; only an error is fatal.
        if status != 0 && tjGetErrorCode(handle) != TJERR_WARNING.rawValue {
            throw DemoPictureError("the JPEG file could not be decoded: \(message(handle))")
        }
        return (Int(width), Int(height))
    }

    /// Encodes `raster` as a baseline JPEG with 4:2:0 chroma subsampling at `quality` (1…100), as photo
    /// hosts serve photographs.
    static func encode(_ raster: DemoRaster, quality: Int32 = 85) throws(DemoPictureError) -> [UInt8] {
        guard let handle = tjInitCompress() else { throw DemoPictureError("the JPEG encoder could not start") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = raster.rgb.withUnsafeBufferPointer { pixels in
            tjCompress2(
                handle, pixels.baseAddress, Int32(raster.width), 0, Int32(raster.height), Int32(TJPF_RGB.rawValue),
                &output, &size, Int32(TJSAMP_420.rawValue), min(100, max(1, quality)), 0
            )
        }
        defer { tjFree(output) }
        guard status == 0, let output, size > 0 else { throw DemoPictureError("the picture could not be encoded: \(message(handle))") }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// libjpeg-turbo's message for the last failure on `handle`.
    private static func message(_ handle: tjhandle) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error"
    }
}
