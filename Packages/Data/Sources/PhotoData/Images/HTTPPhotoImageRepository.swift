public import Domain
public import Foundation
public import Networking

/// Fetches photos' images over HTTP at the size a view needs, asking the source to scale and crop (see
/// ``ImageURLSizing``). Image addresses are plain files: no API key is sent, and no API quota is spent.
///
/// A picture's address comes from the source, so it is fetched only where ``PictureHostPolicy`` allows:
/// the first address, and every redirect, which this repository follows itself (the client is told to
/// follow none) after checking its target by the same rule. Only an answer whose `Content-Type` is an
/// image, and whose bytes are a whole image (checked as a download's file is), is passed on:
/// a picture cut short is not shown in part, nor kept by a picture cache for good.
public struct HTTPPhotoImageRepository: PhotoImageRepository {
    private let client: any HTTPClient
    private let sizing: ImageURLSizing
    private let hosts: PictureHostPolicy

    /// The most redirects followed for one picture (Picsum sends one, to its CDN).
    static let maximumRedirects = 5

    /// A repository fetching with `client`, sizing addresses the way the source expects, from the hosts
    /// `hosts` allows.
    public init(client: any HTTPClient, sizing: ImageURLSizing, hosts: PictureHostPolicy) {
        self.client = client
        self.sizing = sizing
        self.hosts = hosts
    }

    /// The encoded image; see `PhotoImageRepository/imageData(of:size:)`.
    /// - Throws: `DomainError/invalidRequest(_:)` for an address the policy refuses (nothing is sent),
    ///   `DomainError/invalidResponse(_:)` for a redirect it refuses (nothing is sent to it), an answer that
    ///   is not an image, an empty one or one cut short; the status's error otherwise.
    public func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data {
        let asked = sizing.url(for: photo, size: size)
        guard var address = hosts.checkedAddress(asked) else {
            // Nothing was sent: the address the source gave is refused before any host is asked.
            throw .invalidRequest(hosts.refusal(of: asked) ?? "its address is not on a host the source serves pictures from")
        }
        var redirects = 0
        while true {
            let response: HTTPResponse
            do {
                response = try await client.send(HTTPRequest(url: address, redirects: .never))
            } catch {
                throw error.domainError
            }
            if Task.isCancelled { throw .cancelled }
            guard let target = Self.redirectTarget(of: response, from: address) else {
                return try Self.picture(in: response)
            }
            guard redirects < Self.maximumRedirects else { throw .connectivity(.tooManyRedirects) }
            guard let next = hosts.checkedAddress(target) else {
                throw .invalidResponse("the picture redirected to an address that is not on a host the source serves pictures from")
            }
            redirects += 1
            address = next
        }
    }

    /// The address a redirect (301, 302, 303, 307, 308 with a `Location`) points to, resolved against
    /// `address`; `nil` for any other answer. A `Location` that is not a URL is no redirect to follow.
    private static func redirectTarget(of response: HTTPResponse, from address: URL) -> URL? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.headers["Location"] else { return nil }
        return URL(string: location, relativeTo: address)?.absoluteURL
    }

    /// The picture's bytes, when `response` is a 2xx with an image's content type and a body.
    private static func picture(in response: HTTPResponse) throws(DomainError) -> Data {
        if let failure = response.domainError { throw failure }
        guard !response.body.isEmpty else { throw .invalidResponse("the image is empty") }
        guard isImage(response.headers["Content-Type"]) else {
            throw .invalidResponse("the picture's answer is not an image (Content-Type is not image/…)")
        }
        try ImageSignature.check(picture: response.body)
        return response.body
    }

    /// Whether `contentType` is an image's media type (`image/jpeg; q=…`); a missing one is not.
    private static func isImage(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let type = mediaType.trimmingCharacters(in: .whitespaces).lowercased()
        return type.hasPrefix("image/") && type.count > "image/".count
    }
}
