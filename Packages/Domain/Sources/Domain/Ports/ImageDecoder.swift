#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The port that turns an encoded image into pixels. Implemented in the Data layer over a C library, so no
/// layer above sees C. Images are untrusted input: an implementation checks sizes before decoding.
public protocol ImageDecoder: Sendable {
    /// The pixels of `data`: at least `size` where the image is that large (decoders scale down while
    /// decoding where they can, so often more; views fit the rest), never more than
    /// ``PixelSize/maximumSide`` on a side.
    /// - Throws: ``DomainError/invalidResponse(_:)`` with one line saying what is wrong: not an image, a
    ///   damaged one, or one too large to decode.
    func decode(_ data: Data, atLeast size: PixelSize) throws(DomainError) -> PhotoImage
}
