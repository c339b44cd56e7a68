/// Whether a file that starts like a JPEG is a whole one: its markers lead to a frame of at least one
/// pixel and then to the picture data, and it ends with the end marker. Read from the bytes alone,
/// without decoding, so a download is checked before it is put in place.
///
/// A source can answer 200 with `FF D8 FF D9` (a JPEG with nothing in it), a header that declares no
/// pixels, or a transfer cut short that no length header gave away; each is a failed download.
enum JPEGStructure {
    /// How many bytes of the start are read for the markers: room for EXIF, XMP and a colour profile.
    static let headLimit = 1 << 20
    /// How far before the end the end marker may be found: room for padding some encoders add after it.
    static let tailLimit = 32

    /// `nil` when `head` (the file's first bytes, up to ``headLimit``) and `tail` (its last bytes, up to
    /// ``tailLimit``) are those of a whole JPEG; otherwise what is wrong, in words.
    static func problem(head: [UInt8], tail: [UInt8]) -> String? {
        var offset = 2  // after the start marker
        var frame: (width: Int, height: Int)?
        while true {
            // A marker is FF (any number of fill FFs), then its code; stray bytes before it are skipped,
            // as libjpeg skips them (with a warning).
            while offset < head.count, head[offset] != 0xFF { offset += 1 }
            while offset < head.count, head[offset] == 0xFF { offset += 1 }
            guard offset < head.count else { return "it ends before its picture data" }
            let code = head[offset]
            offset += 1
            if code == 0x01 || (0xD0...0xD7).contains(code) { continue }  // markers without a segment
            if code == 0xD9 { return "it ends before its picture data" }
            guard offset + 1 < head.count else { return "it ends before its picture data" }
            let length = Int(head[offset]) << 8 | Int(head[offset + 1])
            guard length >= 2 else { return "its markers are damaged" }
            if Self.isFrame(code), offset + 6 < head.count {
                frame = (Int(head[offset + 5]) << 8 | Int(head[offset + 6]), Int(head[offset + 3]) << 8 | Int(head[offset + 4]))
            }
            if code == 0xDA { break }  // the start of the picture data
            offset += length
        }
        guard let frame else { return "it has no frame" }
        guard frame.width > 0, frame.height > 0 else { return "its header declares no pixels" }
        guard Self.endsWithEndMarker(tail) else { return "it is cut short (no end marker)" }
        return nil
    }

    /// Whether `code` starts a frame (SOF0–SOF15), whose segment holds the size; C4, C8 and CC are other
    /// segments in that range.
    private static func isFrame(_ code: UInt8) -> Bool {
        (0xC0...0xCF).contains(code) && code != 0xC4 && code != 0xC8 && code != 0xCC
    }

    /// Whether the end marker `FF D9` is among the last bytes. It cannot occur inside the picture data,
    /// where every FF is followed by 00 or a restart marker.
    private static func endsWithEndMarker(_ tail: [UInt8]) -> Bool {
        zip(tail, tail.dropFirst()).contains { $0 == 0xFF && $1 == 0xD9 }
    }
}
