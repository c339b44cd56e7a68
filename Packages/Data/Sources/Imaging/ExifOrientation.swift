/// How a JPEG's stored pixels must be turned to be shown upright: the Exif `Orientation` tag (0x0112) that
/// cameras and phones write instead of rotating the pixels. Browsers apply it, so the terminal must too, or
/// a phone's portrait photo lies on its side there and stands up in the web view.
///
/// The cases are the tag's eight values, named as Apple names them (the way the stored picture's top is
/// turned); anything else, or no tag, is ``up``.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    /// 1: shown as stored.
    case up = 1
    /// 2: mirrored left to right.
    case upMirrored
    /// 3: turned half a circle.
    case down
    /// 4: mirrored top to bottom.
    case downMirrored
    /// 5: mirrored across the diagonal from the top left (transposed).
    case leftMirrored
    /// 6: turned a quarter clockwise.
    case right
    /// 7: mirrored across the diagonal from the top right (transversed).
    case rightMirrored
    /// 8: turned a quarter anticlockwise.
    case left

    /// Whether the picture shown is as wide as the stored one is tall (the quarter turns and diagonals).
    public var swapsSides: Bool { rawValue >= 5 }

    /// The orientation a JPEG file declares in the first Exif segment (APP1, `Exif\0\0`, a TIFF header and
    /// its first directory) that holds the tag, ``up`` when none does. The file is untrusted: every offset and count is
    /// checked against the segment that holds it, and only segments before the first scan are read.
    public init(jpeg bytes: UnsafeRawBufferPointer) {
        self = Self.segments(of: bytes).lazy.compactMap(Self.declared(inExif:)).first ?? .up
    }

    /// The payloads of the segments from the start of `bytes` to the first scan (stopping early at anything
    /// that is not a well-formed segment).
    private static func segments(of bytes: UnsafeRawBufferPointer) -> [UnsafeRawBufferPointer] {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return [] }
        var found: [UnsafeRawBufferPointer] = []
        var index = 2
        while index + 1 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte before a marker
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }  // markers without a length
            guard marker != 0xDA, marker != 0xD9, index + 3 < bytes.count else { break }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else { break }
            if marker == 0xE1 { found.append(UnsafeRawBufferPointer(rebasing: bytes[(index + 4)..<(index + 2 + length)])) }
            index += 2 + length
        }
        return found
    }

    /// The orientation in an APP1 payload when it is Exif and its first directory holds the tag as one SHORT.
    private static func declared(inExif payload: UnsafeRawBufferPointer) -> ExifOrientation? {
        let signature: [UInt8] = Array("Exif".utf8) + [0, 0]
        guard payload.count >= signature.count + 8, payload.prefix(signature.count).elementsEqual(signature) else { return nil }
        let tiff = UnsafeRawBufferPointer(rebasing: payload[signature.count...])
        let reader: TIFFReader
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): reader = TIFFReader(bytes: tiff, littleEndian: true)
        case (0x4D, 0x4D): reader = TIFFReader(bytes: tiff, littleEndian: false)
        default: return nil
        }
        guard reader.uint16(at: 2) == 42, let directory = reader.uint32(at: 4).map(Int.init), let count = reader.uint16(at: directory) else { return nil }
        for entry in 0..<Int(count) {
            let offset = directory + 2 + entry * 12
            guard let tag = reader.uint16(at: offset) else { return nil }
            guard tag == 0x0112 else { continue }
            // Type 3 is SHORT, and the tag has exactly one value, in the first two bytes of the entry's value
            // field (with more, the field would be an offset); browsers read it so too.
            guard reader.uint16(at: offset + 2) == 3, let values = reader.uint32(at: offset + 4), values == 1,
                  let value = reader.uint16(at: offset + 8)
            else { return .up }
            return ExifOrientation(rawValue: Int(value)) ?? .up
        }
        return nil
    }
}

/// Reads TIFF's integers in the byte order its header names, `nil` for any read past the end.
private struct TIFFReader {
    let bytes: UnsafeRawBufferPointer
    let littleEndian: Bool

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        let (first, second) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
        return littleEndian ? second << 8 | first : first << 8 | second
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let first = uint16(at: offset), let second = uint16(at: offset + 2) else { return nil }
        return littleEndian ? UInt32(second) << 16 | UInt32(first) : UInt32(first) << 16 | UInt32(second)
    }
}
