import CTurboJPEG
public import Domain
public import Foundation

/// Decodes JPEG files with libjpeg-turbo's TurboJPEG API, scaling down while decoding (1/2, 1/4, 1/8…)
/// to the smallest size that still covers the size asked for, which is most of the speed of a thumbnail.
///
/// The header is read and checked against ``ImageDecodeLimits`` before any pixel is decoded. CMYK files
/// (Adobe's inverted convention) are decoded as CMYK and converted here, since TurboJPEG will not convert
/// them to RGB itself. A file that is damaged part-way decodes as far as it goes, as browsers show it. A
/// file's Exif orientation is applied (``ExifOrientation``), so pictures come back upright, as browsers
/// show them.
public struct TurboJPEGDecoder: ImageDecoder {
    private let limits: ImageDecodeLimits

    /// A decoder refusing files beyond `limits`.
    public init(limits: ImageDecodeLimits = ImageDecodeLimits()) {
        self.limits = limits
    }

    /// The pixels of `data`; see `ImageDecoder/decode(_:atLeast:)`.
    public func decode(_ data: Data, atLeast size: PixelSize) throws(DomainError) -> PhotoImage {
        guard !data.isEmpty else { throw .invalidResponse("the image is empty") }
        guard data.count <= limits.maximumBytes else {
            throw .invalidResponse("the image is larger than \(limits.maximumBytes >> 20) MB")
        }
        guard PhotoImage.looksLikeJPEG(data) else {
            throw .invalidResponse("the image is not a JPEG file")
        }
        guard let handle = tjInitDecompress() else { throw .invalidResponse("the JPEG decoder could not start") }
        defer { tjDestroy(handle) }
        // A Result out of the closure: `withUnsafeBytes` rethrows untyped errors, and copying the file into an
        // array just to throw DomainError would read every byte twice.
        return try data.withUnsafeBytes { raw in
            Result { () throws(DomainError) in try decode(raw.bindMemory(to: UInt8.self), of: data, with: handle, atLeast: size) }
        }.get()
    }

    /// Decodes the file's `bytes` (`data`'s storage) with `handle`.
    private func decode(_ bytes: UnsafeBufferPointer<UInt8>, of data: Data, with handle: tjhandle, atLeast size: PixelSize) throws(DomainError) -> PhotoImage {
        guard let base = bytes.baseAddress else { throw .invalidResponse("the image is empty") }
        let header = try JPEGHeader(handle: handle, bytes: base, count: bytes.count)
        try check(header)
        let orientation = ExifOrientation(jpeg: UnsafeRawBufferPointer(bytes))
        // The size asked for is the shown one; a quarter-turned file stores it with its sides swapped.
        let stored = orientation.swapsSides ? PixelSize(width: size.height, height: size.width) ?? size : size
        let scaled = JPEGScaling.smallestCovering(stored, width: header.width, height: header.height)
        guard let decodedSize = PixelSize(width: scaled.width, height: scaled.height) else {
            throw .invalidResponse("the image is too large to show (\(header.width)×\(header.height) pixels)")
        }
        let upright = orientation.upright(try pixels(handle, base, bytes.count, header: header, size: decodedSize), size: decodedSize)
        return PhotoImage(size: upright.size, rgb: upright.rgb, encoded: data)
    }

    /// Refuses a header declaring more than the limits allow.
    private func check(_ header: JPEGHeader) throws(DomainError) {
        guard header.width > 0, header.height > 0 else { throw .invalidResponse("the image is damaged: its header declares no pixels") }
        guard header.width <= limits.maximumSide, header.height <= limits.maximumSide, header.width * header.height <= limits.maximumPixels else {
            throw .invalidResponse("the image is too large to show (\(header.width)×\(header.height) pixels)")
        }
    }

    /// Decodes at `size` (one of TurboJPEG's scaled sizes) into RGB bytes.
    private func pixels(
        _ handle: tjhandle,
        _ base: UnsafePointer<UInt8>,
        _ count: Int,
        header: JPEGHeader,
        size: PixelSize
    ) throws(DomainError) -> [UInt8] {
        let isCMYK = header.colorspace == Int32(TJCS_CMYK.rawValue) || header.colorspace == Int32(TJCS_YCCK.rawValue)
        let format = isCMYK ? TJPF_CMYK : TJPF_RGB
        let channels = isCMYK ? 4 : 3
        var decoded = [UInt8](repeating: 0, count: size.area * channels)
        let status = decoded.withUnsafeMutableBufferPointer { target in
            // LIMITSCANS: a progressive file of thousands of scans (a known way to burn CPU) is an error.
            tjDecompress2(handle, base, UInt(count), target.baseAddress, Int32(size.width), 0, Int32(size.height), format.rawValue, TJFLAG_LIMITSCANS)
        }
        // A warning (a truncated or slightly damaged file) still leaves a picture; only errors are fatal.
        if status != 0 && tjGetErrorCode(handle) != TJERR_WARNING.rawValue {
            throw .invalidResponse("the image is damaged: " + Self.message(handle))
        }
        return isCMYK ? CMYKConversion.rgb(fromInvertedCMYK: decoded) : decoded
    }

    /// TurboJPEG's words for the last failure, on one line.
    static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
