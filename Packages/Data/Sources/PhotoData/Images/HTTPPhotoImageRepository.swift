public import Domain
public import Foundation
public import Networking

/// Fetches photos' images over HTTP at the size a view needs, asking the source to scale and crop (see
/// ``ImageURLSizing``). Image addresses are plain files: no API key is sent, and no API quota is spent.
public struct HTTPPhotoImageRepository: PhotoImageRepository {
    private let client: any HTTPClient
    private let sizing: ImageURLSizing

    /// A repository fetching with `client`, sizing addresses the way the source expects.
    public init(client: any HTTPClient, sizing: ImageURLSizing) {
        self.client = client
        self.sizing = sizing
    }

    /// The encoded image; see `PhotoImageRepository/imageData(of:size:)`.
    public func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        let response: HTTPResponse
        do {
            response = try await client.send(HTTPRequest(url: sizing.url(for: photo, size: size)))
        } catch {
            throw error.domainError
        }
        if let failure = response.domainError { throw failure }
        if Task.isCancelled { throw .cancelled }
        guard !response.body.isEmpty else { throw .invalidResponse("the image is empty") }
        return response.body
    }
}
