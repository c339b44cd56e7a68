import CurlNetworking
import Domain
import Foundation
import HTTPTestServer
import PhotoData
import Synchronization
import Testing

/// What the picture fetcher asks and passes on when a source chooses the addresses: only the hosts the
/// source serves pictures from, for the first address and every redirect, and only images. Every server
/// here is real and on 127.0.0.1; a "canary" is one that must never be asked.
@Suite("Fetching pictures only from the source's picture hosts", .timeLimit(.minutes(1)))
struct PictureFetchingTests {
    static let jpeg = WholeJPEG.bytes()

    /// A source serving a JPEG at every path.
    private func pictureServer(contentType: String = "image/jpeg") throws -> HTTPTestServer {
        try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", contentType)], body: Self.jpeg) }
    }

    /// A photo whose picture addresses are `address`.
    private func photo(at address: String) throws -> Photo {
        let url = try #require(URL(string: address))
        return Photo(
            id: "p1", width: 600, height: 400, color: nil, blurHash: nil, description: nil,
            author: Author(username: "a", name: "A", profileURL: nil),
            urls: PhotoURLs(full: url, regular: url, small: url, thumb: url, page: nil),
            likes: nil, createdAt: nil
        )
    }

    /// Fetches `photo`'s picture from a repository allowing `allowed` only; the bytes, or the error.
    private func fetch(_ photo: Photo, allowing allowed: [URL]) async -> Result<Data, DomainError> {
        let repository = HTTPPhotoImageRepository(client: CurlHTTPClient(), sizing: .imgix, hosts: PictureHostPolicy(allowing: allowed))
        do throws(DomainError) {
            return .success(try await repository.imageData(of: photo, size: PixelSize(width: 8, height: 8)!))
        } catch {
            return .failure(error)
        }
    }

    /// Whether `result` is the refusal of an address (before anything is sent) or a redirect the policy does not allow.
    private func isHostRefusal(_ result: Result<Data, DomainError>) -> Bool {
        switch result {
        case .failure(.invalidRequest(let text)): text.hasPrefix("its address ")  // refused before sending, with why
        case .failure(.invalidResponse(let text)): text.contains("redirected to an address that is not on a host the source serves pictures from")
        default: false
        }
    }

    @Test("given an address on another port of loopback, when fetched, then it is refused and that port is never asked")
    func otherLoopbackPort() async throws {
        let source = try pictureServer()
        let canary = try pictureServer()

        let result = await fetch(try photo(at: "\(canary.baseURL)/canary"), allowing: [source.baseURL])

        #expect(isHostRefusal(result), "\(result)")
        #expect(canary.requests.isEmpty)
    }

    @Test("given the source's own port named localhost or [::1], when fetched, then it is refused and nothing is asked",
          arguments: ["localhost", "[::1]"])
    func otherNamesForLoopback(host: String) async throws {
        let source = try pictureServer()

        let result = await fetch(try photo(at: "http://\(host):\(source.port)/images/p1"), allowing: [source.baseURL])

        #expect(isHostRefusal(result), "\(result)")
        #expect(source.requests.isEmpty)
    }

    @Test("given an address on the source's own origin with user:password@, when fetched, then it is refused and no credential is sent")
    func userInformation() async throws {
        let source = try pictureServer()

        let result = await fetch(try photo(at: "http://user:password@127.0.0.1:\(source.port)/images/p1"), allowing: [source.baseURL])

        #expect(isHostRefusal(result), "\(result)")
        #expect(source.requests.isEmpty)
    }

    @Test("given an address that is not http(s), when fetched, then it is refused", arguments: ["ftp://127.0.0.1:PORT/p1", "file:///etc/passwd"])
    func otherScheme(address: String) async throws {
        let source = try pictureServer()

        let result = await fetch(try photo(at: address.replacingOccurrences(of: "PORT", with: String(source.port))), allowing: [source.baseURL])

        #expect(isHostRefusal(result), "\(result)")
        #expect(source.requests.isEmpty)
    }

    @Test("given the source redirecting to another port, another name for loopback, user information or another scheme, when fetched, then the redirect is refused and its target never asked",
          arguments: ["http://127.0.0.1:CANARY/x", "http://localhost:CANARY/x", "http://user:pw@127.0.0.1:SOURCE/x", "ftp://127.0.0.1:SOURCE/x"])
    func refusedRedirects(location: String) async throws {
        let canary = try pictureServer()
        let sourcePort = Mutex(0)
        let source = try HTTPTestServer { request in
            let target = location.replacingOccurrences(of: "CANARY", with: String(canary.port))
                .replacingOccurrences(of: "SOURCE", with: String(sourcePort.withLock { $0 }))
            return request.target.hasPrefix("/images/") ? .respond(status: 302, headers: [("Location", target)]) : .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: Self.jpeg)
        }
        sourcePort.withLock { $0 = source.port }

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        #expect(isHostRefusal(result), "\(result)")
        #expect(canary.requests.isEmpty)
        #expect(source.requests.map(\.target).allSatisfy { $0.hasPrefix("/images/") }, "only the first address was asked")
    }

    @Test("given the source redirecting to another host it serves pictures from, when fetched, then the redirect is followed without any credential")
    func allowedRedirect() async throws {
        let cdn = try pictureServer()
        let source = try HTTPTestServer { _ in .respond(status: 302, headers: [("Location", "\(cdn.baseURL)/cdn/p1.jpg")]) }

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL, cdn.baseURL])

        #expect(try [UInt8](result.get()) == Self.jpeg)
        #expect(cdn.requests.map(\.target) == ["/cdn/p1.jpg"])
        #expect((source.requests + cdn.requests).allSatisfy { $0.header("Authorization") == nil })
    }

    @Test("given the source redirecting within its own origin, when fetched, then the relative redirect is followed")
    func relativeRedirect() async throws {
        let source = try HTTPTestServer { request in
            request.target.hasPrefix("/old") ? .respond(status: 301, headers: [("Location", "/new.jpg")]) : .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: Self.jpeg)
        }

        let result = await fetch(try photo(at: "\(source.baseURL)/old"), allowing: [source.baseURL])

        #expect(try [UInt8](result.get()) == Self.jpeg)
        #expect(source.requests.map(\.target).last == "/new.jpg")
    }

    @Test("given the source redirecting to itself forever, when fetched, then it stops at the redirect limit")
    func redirectLoop() async throws {
        let source = try HTTPTestServer { _ in .respond(status: 302, headers: [("Location", "/again")]) }

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        guard case .failure(.connectivity(.tooManyRedirects)) = result else { Issue.record("\(result)"); return }
        #expect(source.requests.count == 6)
    }

    @Test("given a 200 whose body is a JPEG but whose Content-Type is not an image's, when fetched, then it is refused",
          arguments: ["text/html", "text/html; charset=utf-8", "application/octet-stream", "imagex/jpeg", "image/", ""])
    func notAnImage(contentType: String) async throws {
        let source = try pictureServer(contentType: contentType)

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        guard case .failure(.invalidResponse(let text)) = result else { Issue.record("\(result)"); return }
        #expect(text.contains("not an image"))
    }

    @Test("given a 403 or a 400 with Unsplash-shaped error words from the picture host, when fetched, then it is the host refusing the picture, not the API refusing the caller, and the host's words are not quoted", arguments: [
        (403, "Forbidden"), (400, #"{"errors":["the picture host's own words"]}"#),
    ])
    func aPictureHostRefusalIsNotTheAPIs(status: Int, body: String) async throws {
        let source = try HTTPTestServer { _ in .respond(status: status, body: Array(body.utf8)) }

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        guard case .failure(let error) = result else { Issue.record("\(result)"); return }
        #expect(error == .sourceRefused(diagnosticCode: status, reason: nil))
    }

    @Test("given a 200 without a Content-Type, when fetched, then it is refused")
    func noContentType() async throws {
        let source = try HTTPTestServer { _ in .respond(status: 200, body: Self.jpeg) }

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        guard case .failure(.invalidResponse(let text)) = result else { Issue.record("\(result)"); return }
        #expect(text.contains("not an image"))
    }

    @Test("given an image's Content-Type in any case and with parameters, when fetched, then the picture comes back",
          arguments: ["image/jpeg", "IMAGE/JPEG", "image/jpeg; charset=binary", "image/webp"])
    func imageTypes(contentType: String) async throws {
        let source = try pictureServer(contentType: contentType)

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        #expect(try [UInt8](result.get()) == Self.jpeg)
    }

    @Test("given a 200 whose JPEG was cut short, is empty of pixels or is not an image at all, when fetched, then it is refused saying so",
          arguments: [
            (Array(WholeJPEG.bytes(400).prefix(200)), "the picture is not a whole JPEG: it is cut short (no end marker)"),
            ([0xFF, 0xD8, 0xFF, 0xD9], "the picture is not a whole JPEG: it ends before its picture data"),
            (Array("<!DOCTYPE html>".utf8), "the picture is not an image (it starts with \"<!DOCTYPE\")"),
          ] as [([UInt8], String)])
    func brokenPicturesAreRefused(body: [UInt8], message: String) async throws {
        let source = try HTTPTestServer { _ in .respond(status: 200, headers: [("Content-Type", "image/jpeg")], body: body) }

        let result = await fetch(try photo(at: "\(source.baseURL)/images/p1"), allowing: [source.baseURL])

        guard case .failure(.invalidResponse(let text)) = result else { Issue.record("\(result)"); return }
        #expect(text == message)
    }
}
