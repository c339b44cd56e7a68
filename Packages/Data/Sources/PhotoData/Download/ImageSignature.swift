import Domain
import Foundation

/// Whether bytes a photo host sent are an image, told by their first bytes, and by their structure too
/// (``JPEGStructure`` for a JPEG, what photo services send; ``ImageContainerStructure`` for the others): a
/// source that answers 200 with an empty body, an HTML page, an image with no pixels, a signature alone or a
/// file cut short has sent no photo. One rule for a download's file and for a picture shown, so neither is
/// saved or kept in the picture cache when it is broken.
enum ImageSignature {
    /// Why some bytes are not a whole image.
    enum Problem: Equatable {
        /// There are no bytes.
        case empty
        /// They start like no known image format; `start` shows how they do start.
        case notAnImage(start: String)
        /// They start like an image but are not a whole one: `jpeg` tells whether it is a JPEG.
        case notWhole(jpeg: Bool, reason: String)
    }

    /// The formats photo services send, by their magic numbers, and how the rest of each is checked
    /// (`nil`: a JPEG).
    private static let signatures: [(offset: Int, bytes: [UInt8], format: ImageContainerStructure.Format?)] = [
        (0, [0xFF, 0xD8, 0xFF], nil),
        (0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
        (0, Array("GIF8".utf8), .gif),
        (8, Array("WEBP".utf8), .webP),
        (4, Array("ftyp".utf8), .isoMedia),
    ]

    /// What keeps `bytes` from being a whole image of one of the known formats, or `nil` when they are one.
    static func problem(_ bytes: UnsafeRawBufferPointer) -> Problem? {
        guard let match = signature(of: bytes) else {
            return bytes.isEmpty ? .empty : .notAnImage(start: describe(Array(bytes.prefix(9))))
        }
        if let format = match.format {
            return ImageContainerStructure.problem(bytes, format: format).map { .notWhole(jpeg: false, reason: $0) }
        }
        return JPEGStructure.problem(bytes).map { .notWhole(jpeg: true, reason: $0) }
    }

    /// Throws `DomainError/invalidResponse(_:)` unless `file` is a whole image of a known format.
    /// - Returns: the file name extension of its format (``fileExtension(_:)``).
    @discardableResult
    static func check(_ file: URL) throws(DomainError) -> String {
        // Mapped, not read: a photo's original can be tens of megabytes.
        guard let contents = try? Data(contentsOf: file, options: .alwaysMapped) else {
            throw .storage(StorageFailure(.download, path: file.path, reason: .unreadable("it cannot be read")))
        }
        if let problem = contents.withUnsafeBytes(problem) {
            throw .invalidResponse(describe(problem, subject: "the photo file"))
        }
        return contents.withUnsafeBytes(fileExtension)
    }

    /// Every extension ``fileExtension(_:)`` gives.
    static let fileExtensions = ["jpg", "png", "gif", "webp", "avif", "heic", "heif"]

    /// The usual file name extension of the image format `bytes` begin with: `jpg`, `png`, `gif`, `webp`,
    /// and for the ISO media formats by their brand, `avif`, `heic` or `heif`; `jpg` for bytes of no known
    /// format (which ``problem(_:)`` refuses first).
    static func fileExtension(_ bytes: UnsafeRawBufferPointer) -> String {
        switch signature(of: bytes)?.format {
        case nil: return "jpg"
        case .png: return "png"
        case .gif: return "gif"
        case .webP: return "webp"
        case .isoMedia:
            let brands = isoMediaBrands(bytes)
            if brands.contains(where: { ["avif", "avis"].contains($0) }) { return "avif" }
            return brands.contains(where: { ["heic", "heix", "hevc", "heim", "heis"].contains($0) }) ? "heic" : "heif"
        }
    }

    /// The signature `bytes` begin with, or `nil` for no known format.
    private static func signature(of bytes: UnsafeRawBufferPointer) -> (offset: Int, bytes: [UInt8], format: ImageContainerStructure.Format?)? {
        signatures.first { signature in
            bytes.count >= signature.offset + signature.bytes.count
                && signature.bytes.indices.allSatisfy { bytes[signature.offset + $0] == signature.bytes[$0] }
        }
    }

    /// The brands an ISO media file's `ftyp` box names: its major brand, then the compatible ones (an AVIF
    /// may name `mif1` first and `avif` among the rest).
    private static func isoMediaBrands(_ bytes: UnsafeRawBufferPointer) -> [String] {
        guard bytes.count >= 12 else { return [] }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        let end = min(bytes.count, max(12, boxSize))
        // The major brand, then (after the 4-byte minor version) the compatible brands, 4 bytes each.
        let starts = [8] + Array(stride(from: 16, to: end - 3, by: 4))
        return starts.map { String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) }
    }

    /// Throws `DomainError/invalidResponse(_:)` unless `picture`, fetched to be shown, is a whole image of
    /// a known format.
    static func check(picture: Data) throws(DomainError) {
        guard let problem = picture.withUnsafeBytes(problem) else { return }
        throw .invalidResponse(describe(problem, subject: "the picture"))
    }

    /// `problem` in words, about `subject` ("the photo file is not a whole JPEG: it is cut short").
    private static func describe(_ problem: Problem, subject: String) -> String {
        switch problem {
        case .empty: "\(subject) is empty"
        case .notAnImage(let start): "\(subject) is not an image (it starts with \(start))"
        case .notWhole(let jpeg, let reason): "\(subject) is not a whole \(jpeg ? "JPEG" : "image"): \(reason)"
        }
    }

    /// The first bytes as text when they are printable ASCII ("<!DOCTYPE"), else as hex.
    private static func describe(_ head: [UInt8]) -> String {
        if head.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return "\"" + String(decoding: head, as: UTF8.self) + "\""
        }
        return head.map { String(format: "%02x", $0) }.joined(separator: " ")
    }
}
