import Foundation

/// Writes the Exif segment (APP1) a camera writes for its orientation: a TIFF header in either byte order and
/// one directory of two entries, the camera's make and then the orientation.
enum ExifSegment {
    /// The segment's bytes from its marker on.
    static let length = 2 + 2 + 6 + 38

    /// `jpeg` with the segment inserted after its start marker; `type` is the orientation entry's TIFF
    /// type (3, SHORT, as the standard says) and `signature` the payload's first six bytes.
    static func inserting(orientation: UInt16, littleEndian: Bool, into jpeg: Data, type: UInt16 = 3, signature: String = "Exif\0\0") -> Data {
        func short(_ value: UInt16) -> [UInt8] {
            littleEndian ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        func long(_ value: UInt32) -> [UInt8] {
            littleEndian ? short(UInt16(value & 0xFFFF)) + short(UInt16(value >> 16)) : short(UInt16(value >> 16)) + short(UInt16(value & 0xFFFF))
        }
        let make = short(0x010F) + short(2) + long(4) + Array("Cam\0".utf8)
        let orientationEntry = short(0x0112) + short(type) + long(1) + short(orientation) + [0, 0]
        let tiff = (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + short(42) + long(8) + short(2) + make + orientationEntry + long(0)
        let payload = Array(signature.utf8) + tiff
        let segment = [0xFF, 0xE1, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
        return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
    }
}
