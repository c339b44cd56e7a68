import Domain
import Foundation

/// Whether a downloaded file is an image, told by its first bytes, and by its structure too (``JPEGStructure``
/// for a JPEG, what photo services send; ``ImageContainerStructure`` for the others): a source that answers
/// 200 with an empty body, an HTML page, an image with no pixels, a signature alone or a file cut short is a
/// failed download, not a saved photo.
enum ImageSignature {
    /// The formats photo services send, by their magic numbers, and how the rest of each is checked
    /// (`nil`: a JPEG).
    private static let signatures: [(offset: Int, bytes: [UInt8], format: ImageContainerStructure.Format?)] = [
        (0, [0xFF, 0xD8, 0xFF], nil),
        (0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
        (0, Array("GIF8".utf8), .gif),
        (8, Array("WEBP".utf8), .webP),
        (4, Array("ftyp".utf8), .isoMedia),
    ]

    /// Throws `DomainError/invalidResponse(_:)` unless `file` starts like one of the known image formats
    /// and is a whole image of that format.
    static func check(_ file: URL) throws(DomainError) {
        guard let handle = FileHandle(forReadingAtPath: file.path) else {
            throw .storage(StorageFailure(.download, path: file.path, reason: .unreadable("it cannot be opened")))
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 16)) ?? Data())
        let match = signatures.first { signature in
            head.count >= signature.offset + signature.bytes.count
                && Array(head[signature.offset..<(signature.offset + signature.bytes.count)]) == signature.bytes
        }
        guard let match else {
            throw .invalidResponse(head.isEmpty ? "the photo file is empty" : "the photo file is not an image (it starts with \(describe(head)))")
        }
        // Mapped, not read: a photo's original can be tens of megabytes.
        guard let contents = try? Data(contentsOf: file, options: .alwaysMapped) else {
            throw .storage(StorageFailure(.download, path: file.path, reason: .unreadable("it cannot be read")))
        }
        if let format = match.format {
            if let problem = contents.withUnsafeBytes({ ImageContainerStructure.problem($0, format: format) }) {
                throw .invalidResponse("the photo file is not a whole image: \(problem)")
            }
        } else if let problem = contents.withUnsafeBytes(JPEGStructure.problem) {
            throw .invalidResponse("the photo file is not a whole JPEG: \(problem)")
        }
    }

    /// The first bytes as text when they are printable ASCII ("<!DOCTYPE"), else as hex.
    private static func describe(_ head: [UInt8]) -> String {
        let prefix = head.prefix(9)
        if prefix.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return "\"" + String(decoding: prefix, as: UTF8.self) + "\""
        }
        return prefix.map { String(format: "%02x", $0) }.joined(separator: " ")
    }
}
