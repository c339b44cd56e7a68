public import Domain
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// A ``LoadPhotoImageUseCase`` that answers from a closure and records every request, for view-model tests.
public final class FakeLoadPhotoImageUseCase: LoadPhotoImageUseCase {
    /// Loads one picture: may suspend (behind a gate), fail, or answer.
    public typealias Handler = @Sendable (_ photo: Photo, _ size: PixelSize) async throws(DomainError) -> PhotoImage

    private let handler: Handler
    private let recorded = Mutex<[PhotoID]>([])

    /// Creates a use case that answers every request with `handler` (by default: a uniform grey image of the
    /// size asked for).
    public init(handler: @escaping Handler = { _, size in PhotoImage.uniform(size, gray: 128) }) {
        self.handler = handler
    }

    /// The photos asked for so far, oldest first.
    public var requestedIDs: [PhotoID] {
        recorded.withLock { $0 }
    }

    /// Records the request, then answers it with the handler.
    public func execute(_ photo: Photo, size: PixelSize) async throws(DomainError) -> PhotoImage {
        recorded.withLock { $0.append(photo.id) }
        return try await handler(photo, size)
    }
}

extension PhotoImage {
    /// An image of `size` whose every pixel is the grey `gray`, with no encoded file: a stand-in picture.
    public static func uniform(_ size: PixelSize, gray: UInt8) -> PhotoImage {
        PhotoImage(size: size, rgb: Array(repeating: gray, count: size.area * 3), encoded: Data())
    }
}
