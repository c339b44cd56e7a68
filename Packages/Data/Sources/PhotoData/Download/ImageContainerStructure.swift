/// Whether a downloaded file that starts like a PNG, GIF, WebP or AVIF/HEIF image is a whole one, read from
/// the framing each format has, without decoding (photolist decodes only JPEG). As ``JPEGStructure`` does
/// for JPEG, it tells a finished file from a signature alone (`GIF89a` and nothing after it) and from a
/// transfer cut short: a PNG ends with its `IEND` chunk, a GIF with its trailer byte, a WebP's RIFF header
/// gives its length, and an AVIF or HEIF file is a run of boxes that fills it exactly, its picture data (`mdat`)
/// among them.
enum ImageContainerStructure {
    /// A format whose framing is checked.
    enum Format: Equatable {
        case png, gif, webP, isoMedia
    }

    /// `nil` when `bytes` (a whole file) are a whole image of `format`; otherwise what is wrong, in words.
    static func problem(_ bytes: UnsafeRawBufferPointer, format: Format) -> String? {
        switch format {
        case .png: png(bytes)
        case .gif: gif(bytes)
        case .webP: webP(bytes)
        case .isoMedia: isoMedia(bytes)
        }
    }

    /// After the 8-byte signature: the `IHDR` chunk (13 bytes of data), and at the very end the `IEND`
    /// chunk (no data, a fixed checksum).
    private static func png(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 8 + 25 + 12, bigEndian(bytes, at: 8, count: 4) == 13, ascii(bytes, at: 12, count: 4) == "IHDR" else {
            return "it has no PNG header chunk"
        }
        guard bigEndian(bytes, at: 16, count: 4) > 0, bigEndian(bytes, at: 20, count: 4) > 0 else { return "it declares no pixels" }
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard bytes.suffix(end.count).elementsEqual(end) else { return "it is cut short (no IEND chunk at its end)" }
        return nil
    }

    /// `GIF87a` or `GIF89a`, a screen of at least one pixel, something after the header, and the trailer
    /// byte (`;`) last.
    private static func gif(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 14, ["GIF87a", "GIF89a"].contains(ascii(bytes, at: 0, count: 6)) else { return "it has no GIF header" }
        guard littleEndian(bytes, at: 6, count: 2) > 0, littleEndian(bytes, at: 8, count: 2) > 0 else { return "it declares no pixels" }
        guard bytes[bytes.count - 1] == 0x3B else { return "it is cut short (no GIF trailer at its end)" }
        return nil
    }

    /// `RIFF`, the length of what follows (the whole file less 8 bytes, padded to even), `WEBP`, then a
    /// `VP8 `, `VP8L` or `VP8X` chunk.
    private static func webP(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 20, ascii(bytes, at: 0, count: 4) == "RIFF", ascii(bytes, at: 8, count: 4) == "WEBP",
              ["VP8 ", "VP8L", "VP8X"].contains(ascii(bytes, at: 12, count: 4)) else {
            return "it has no WebP header"
        }
        let declared = littleEndian(bytes, at: 4, count: 4)
        guard declared + 8 <= bytes.count else { return "it is cut short (\(bytes.count) of the \(declared + 8) bytes its header gives)" }
        return nil
    }

    /// Boxes (a 32-bit size and a type; size 1: a 64-bit size follows; size 0: to the end) that begin with
    /// `ftyp`, hold the picture data (`mdat`) and end exactly at the file's end.
    private static func isoMedia(_ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 0
        var boxes = 0
        var hasPictureData = false
        while offset < bytes.count {
            guard bytes.count - offset >= 8 else { return "it is cut short (inside a box's header)" }
            var size = bigEndian(bytes, at: offset, count: 4)
            let header = size == 1 ? 16 : 8
            if size == 1 {
                guard bytes.count - offset >= 16 else { return "it is cut short (inside a box's header)" }
                size = bigEndian(bytes, at: offset + 8, count: 8)
            } else if size == 0 {
                size = bytes.count - offset
            }
            let type = ascii(bytes, at: offset + 4, count: 4)
            if boxes == 0, type != "ftyp" { return "it does not begin with a file-type box" }
            hasPictureData = hasPictureData || type == "mdat"
            guard size >= header else { return "a box declares a size smaller than its header" }
            guard size <= bytes.count - offset else { return "it is cut short (a box runs past its end)" }
            offset += size
            boxes += 1
        }
        return hasPictureData ? nil : "it is cut short (it has no picture data box)"
    }

    /// The `count`-byte big-endian number at `offset`, at most `Int.max` (a larger one can fit no file).
    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> Int {
        let value = bytes[offset..<(offset + count)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }

    private static func littleEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> Int {
        bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func ascii(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> String {
        guard offset + count <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
    }
}
