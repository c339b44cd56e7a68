/// Whether a downloaded file that starts like a PNG, GIF, WebP or AVIF/HEIF image is a whole one, read from
/// the framing each format has, without decoding (photolist decodes only JPEG). As ``JPEGStructure`` does
/// for JPEG, it tells a finished picture from a signature or headers alone and from a transfer cut short:
/// each format's parts are walked to its end, and at least one part must hold picture data (a PNG's
/// `IDAT`, a GIF's image, a WebP's `VP8 `/`VP8L` bitstream, an AVIF's non-empty `mdat`) of at least one pixel.
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

    /// After the 8-byte signature, chunks (length, type, data, checksum): `IHDR` first with a size of at
    /// least one pixel, at least one `IDAT`, and `IEND` (whatever follows it is not the picture's).
    private static func png(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 8 + 25, bigEndian(bytes, at: 8, count: 4) == 13, ascii(bytes, at: 12, count: 4) == "IHDR" else {
            return "it has no PNG header chunk"
        }
        guard bigEndian(bytes, at: 16, count: 4) > 0, bigEndian(bytes, at: 20, count: 4) > 0 else { return "it declares no pixels" }
        var offset = 8
        var hasPictureData = false
        while true {
            guard bytes.count - offset >= 12 else { return "it is cut short (no IEND chunk)" }
            let length = bigEndian(bytes, at: offset, count: 4)
            let type = ascii(bytes, at: offset + 4, count: 4)
            guard length <= bytes.count - offset - 12 else { return "it is cut short (inside \(chunk(type)))" }
            offset += 12 + length
            if type == "IDAT", length > 0 { hasPictureData = true }
            if type == "IEND" { return hasPictureData ? nil : "it holds no picture data (no IDAT chunk)" }
        }
    }

    /// `GIF87a` or `GIF89a`, a screen of at least one pixel and its colour table, then blocks: extensions
    /// and images (each of at least one pixel, with its data), and the trailer (`;`). At least one image.
    private static func gif(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 13, ["GIF87a", "GIF89a"].contains(ascii(bytes, at: 0, count: 6)) else { return "it has no GIF header" }
        guard littleEndian(bytes, at: 6, count: 2) > 0, littleEndian(bytes, at: 8, count: 2) > 0 else { return "it declares no pixels" }
        var offset = 13 + colourTableSize(packed: bytes[10])
        var images = 0
        while true {
            guard offset < bytes.count else { return "it is cut short (no GIF trailer)" }
            switch bytes[offset] {
            case 0x3B:
                return images > 0 ? nil : "it holds no picture data (no image)"
            case 0x21:  // an extension: its label, then sub-blocks
                guard let end = subBlocksEnd(bytes, from: offset + 2) else { return "it is cut short (inside an extension)" }
                offset = end
            case 0x2C:  // an image: its descriptor, its colour table, the code size, then sub-blocks of data
                guard bytes.count - offset >= 11 else { return "it is cut short (inside an image's header)" }
                guard littleEndian(bytes, at: offset + 5, count: 2) > 0, littleEndian(bytes, at: offset + 7, count: 2) > 0 else {
                    return "an image in it declares no pixels"
                }
                let data = offset + 10 + colourTableSize(packed: bytes[offset + 9]) + 1
                guard data < bytes.count, bytes[data] > 0, let end = subBlocksEnd(bytes, from: data) else {
                    return "it is cut short (inside an image's data)"
                }
                offset = end
                images += 1
            default:
                return "it holds a block GIF does not have"
            }
        }
    }

    /// The size of the colour table a GIF packed field announces (its top bit set: 3 × 2^(n+1) bytes).
    private static func colourTableSize(packed: UInt8) -> Int {
        packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
    }

    /// Where GIF sub-blocks starting at `offset` end (after their zero-length terminator), or `nil` when the
    /// file ends first.
    private static func subBlocksEnd(_ bytes: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        var offset = offset
        while offset < bytes.count {
            let size = Int(bytes[offset])
            offset += 1 + size
            if size == 0 { return offset }
        }
        return nil
    }

    /// `RIFF`, the length of what follows, `WEBP`, then chunks within that length: at least one lossy
    /// (`VP8 `, with its key frame's start code and a size of at least one pixel), lossless (`VP8L`, with
    /// its signature byte) or animation frame (`ANMF`) chunk.
    private static func webP(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 20, ascii(bytes, at: 0, count: 4) == "RIFF", ascii(bytes, at: 8, count: 4) == "WEBP" else {
            return "it has no WebP header"
        }
        let declared = littleEndian(bytes, at: 4, count: 4) + 8
        guard declared <= bytes.count else { return "it is cut short (\(bytes.count) of the \(declared) bytes its header gives)" }
        var offset = 12
        var hasPictureData = false
        while offset + 8 <= declared {
            let type = ascii(bytes, at: offset, count: 4)
            let size = littleEndian(bytes, at: offset + 4, count: 4)
            guard size <= declared - offset - 8 else { return "it is cut short (inside \(chunk(type)))" }
            let data = offset + 8
            switch type {
            case "VP8 ":
                guard size >= 10, bytes[data + 3] == 0x9D, bytes[data + 4] == 0x01, bytes[data + 5] == 0x2A else {
                    return "its VP8 chunk holds no picture"
                }
                guard littleEndian(bytes, at: data + 6, count: 2) & 0x3FFF > 0, littleEndian(bytes, at: data + 8, count: 2) & 0x3FFF > 0 else {
                    return "it declares no pixels"
                }
                hasPictureData = true
            case "VP8L":
                guard size >= 5, bytes[data] == 0x2F else { return "its VP8L chunk holds no picture" }
                hasPictureData = true
            case "ANMF":
                hasPictureData = hasPictureData || size > 16
            default:
                break
            }
            offset = data + size + size % 2
        }
        return hasPictureData ? nil : "it holds no picture data (no VP8 or VP8L chunk)"
    }

    /// Boxes (a 32-bit size and a type; size 1: a 64-bit size follows; size 0: to the end) that begin with
    /// `ftyp`, hold picture data (a non-empty `mdat`) and end exactly at the file's end.
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
            guard size >= header else { return "a box declares a size smaller than its header" }
            guard size <= bytes.count - offset else { return "it is cut short (a box runs past its end)" }
            hasPictureData = hasPictureData || (type == "mdat" && size > header)
            offset += size
            boxes += 1
        }
        return hasPictureData ? nil : "it is cut short (it has no picture data box)"
    }

    /// "its IDAT chunk" for a chunk type of letters, digits and spaces; "a chunk" for any other four bytes,
    /// which a reason of one line never quotes.
    private static func chunk(_ type: String) -> String {
        type.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == " ") }
            ? "its \(type.trimmingSpaces) chunk" : "a chunk"
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

private extension String {
    /// The text without its trailing spaces (`VP8 ` → `VP8`).
    var trimmingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
