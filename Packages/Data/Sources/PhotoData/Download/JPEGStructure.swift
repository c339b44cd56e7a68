#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file that starts like a JPEG is a whole one: its markers lead to a frame of at least one
/// pixel and to picture data, and the picture data runs to the end marker. Read from the bytes alone,
/// without decoding, so a download is checked before it is put in place.
///
/// A source can answer 200 with `FF D8 FF D9` (a JPEG with nothing in it), a header that declares no
/// pixels, or a transfer cut short that no length header gave away; each is a failed download. Whatever
/// follows the end marker (a phone's trailer, a motion photo's video) is not the picture's and is allowed.
enum JPEGStructure {
    /// `nil` when `bytes` (a whole file, from its start marker) are a whole JPEG; otherwise what is wrong,
    /// in words.
    static func problem(_ bytes: UnsafeRawBufferPointer) -> String? {
        let count = bytes.count
        var offset = 2  // after the start marker
        var frame: (width: Int, height: Int)?
        var inPictureData = false
        var pictureBytes = 0
        while offset < count {
            if inPictureData {
                // Picture data holds no marker: an FF in it is followed by 00 (a stuffed byte), a restart
                // marker, or another FF (fill); anything else is the marker that ends the scan.
                guard let next = nextFF(in: bytes, from: offset) else { return "it is cut short (no end marker)" }
                pictureBytes += next - offset
                offset = next
                guard offset + 1 < count else { return "it is cut short (no end marker)" }
                let code = bytes[offset + 1]
                if code == 0x00 || (0xD0...0xD7).contains(code) {
                    pictureBytes += 2
                    offset += 2
                    continue
                }
                if code == 0xFF {
                    offset += 1
                    continue
                }
                inPictureData = false
            }
            // A marker is FF (any number of fill FFs), then its code; stray bytes before it are skipped,
            // as libjpeg skips them (with a warning).
            while offset < count, bytes[offset] != 0xFF { offset += 1 }
            while offset < count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < count else { break }
            let code = bytes[offset]
            offset += 1
            if code == 0x01 || (0xD0...0xD7).contains(code) { continue }  // markers without a segment
            if code == 0xD9 {
                guard frame != nil else { return "it ends before its picture data" }
                return pictureBytes > 0 ? nil : "it has no picture data"
            }
            guard offset + 1 < count else { break }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return "its markers are damaged" }
            if isFrame(code), offset + 6 < count {
                frame = (Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]), Int(bytes[offset + 3]) << 8 | Int(bytes[offset + 4]))
            }
            if code == 0xDA {  // the start of a scan: picture data follows its header
                guard let frame else { return "it has no frame" }
                guard frame.width > 0, frame.height > 0 else { return "its header declares no pixels" }
                inPictureData = true
            }
            offset += length
        }
        return frame == nil || pictureBytes == 0 && !inPictureData ? "it ends before its picture data" : "it is cut short (no end marker)"
    }

    /// Whether `code` starts a frame (SOF0–SOF15), whose segment holds the size; C4, C8 and CC are other
    /// segments in that range.
    private static func isFrame(_ code: UInt8) -> Bool {
        (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
    }

    /// The offset of the next FF at or after `offset`, found with `memchr` (picture data is most of a file).
    private static func nextFF(in bytes: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        guard let base = bytes.baseAddress, offset < bytes.count,
              let found = memchr(base + offset, 0xFF, bytes.count - offset)
        else { return nil }
        return UnsafeRawPointer(found) - base
    }
}
