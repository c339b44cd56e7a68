import CurlNetworking
import Foundation
import HTTPTestServer
import HTTPTypes
import Networking
import Testing

/// Networking at the ecosystem's seam: requests and responses convert to and from swift-http-types, so an
/// adapter to AsyncHTTPClient, Hummingbird or the OpenAPI runtime (which all speak those types) is the few
/// lines of `HTTPTypesTransport` below.
@Suite("swift-http-types at the network seam", .timeLimit(.minutes(1)))
struct HTTPTypesInteropTests {
    /// What an OpenAPI `ClientTransport` or a Hummingbird proxy would be: swift-http-types in and out, any
    /// ``HTTPClient`` underneath.
    struct HTTPTypesTransport {
        let client: any HTTPClient

        func send(_ head: HTTPTypes.HTTPRequest, body: Data?) async throws -> (HTTPTypes.HTTPResponse, Data) {
            guard let request = Networking.HTTPRequest(head: head, body: body) else { throw HTTPClientError.invalidURL(head.path ?? "") }
            let response = try await client.send(request)
            return (response.head, response.body)
        }
    }

    @Test("a request sent through a swift-http-types adapter reaches the server with its method, path, query, fields and body")
    func adapterSendsTheHead() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 201, headers: [("X-Multi", "a"), ("x-multi", "b")], body: Array("made".utf8)) }
        var head = HTTPTypes.HTTPRequest(method: .patch, url: server.baseURL.appending(path: "photos/7").appending(queryItems: [URLQueryItem(name: "w", value: "40")]))
        head.headerFields[.accept] = "application/json"
        head.headerFields.append(HTTPField(name: HTTPField.Name("X-Trace")!, value: "one"))

        let (response, body) = try await HTTPTypesTransport(client: CurlHTTPClient()).send(head, body: Data("{}".utf8))

        let received = try #require(server.requests.first)
        #expect(received.method == "PATCH")
        #expect(received.target == "/photos/7?w=40")
        #expect(received.header("Accept") == "application/json")
        #expect(received.header("X-Trace") == "one")
        #expect(received.body == Array("{}".utf8))
        #expect(response.status == .created)
        #expect(response.headerFields[values: HTTPField.Name("X-Multi")!] == ["a", "b"])
        #expect(body == Data("made".utf8))
    }

    @Test("a request's head carries its method, scheme, authority, path with query, and fields in order")
    func requestHeadMirrorsTheRequest() throws {
        let request = Networking.HTTPRequest(
            method: .delete, url: URL(string: "https://example.com:8443/a/b?c=d")!, headers: ["Accept": "*/*", "X-Two": "1", "x-two": "2"]
        )

        let head = try request.head()

        #expect(head.method == .delete)
        #expect(head.scheme == "https")
        #expect(head.authority == "example.com:8443")
        #expect(head.path == "/a/b?c=d")
        #expect(head.headerFields.map(\.name.rawName) == ["Accept", "X-Two", "x-two"])
        #expect(head.headerFields[values: .init("x-two")!] == ["1", "2"])
    }

    @Test("a request whose header could inject a line has no head: the same check every client makes")
    func requestHeadRefusesAnInjectedHeader() {
        let request = Networking.HTTPRequest(url: URL(string: "http://127.0.0.1/")!, headers: ["X-Evil": "a\r\nHost: elsewhere"])

        #expect(throws: HTTPClientError.invalidHeader(name: "X-Evil", .lineBreakInValue)) { try request.head() }
    }

    @Test("a head without a scheme and an authority, or with a scheme other than http(s), makes no request")
    func headsWithoutAnAbsoluteURLAreRefused() {
        let relative = HTTPTypes.HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/photos")
        let ftp = HTTPTypes.HTTPRequest(method: .get, scheme: "ftp", authority: "example.com", path: "/")

        #expect(Networking.HTTPRequest(head: relative) == nil)
        #expect(Networking.HTTPRequest(head: ftp) == nil)
    }

    @Test("a method must be a token: empty names and names with spaces or separators are refused")
    func methodsAreTokens() {
        #expect(Networking.HTTPRequest.Method(rawValue: "") == nil)
        #expect(Networking.HTTPRequest.Method(rawValue: "GET /x") == nil)
        #expect(Networking.HTTPRequest.Method(rawValue: "GET\r\n") == nil)
        #expect(Networking.HTTPRequest.Method(rawValue: "PATCH") == .patch)
        #expect(Networking.HTTPRequest.Method.patch.isIdempotent == false)
        #expect(Networking.HTTPRequest.Method.delete.isIdempotent)
    }

    @Test("a response converts to a head and back with its status and repeated fields unchanged")
    func responseRoundTrips() {
        let response = Networking.HTTPResponse(status: 429, headers: ["Retry-After": "3", "Link": "<a>", "link": "<b>"], body: Data("slow".utf8))

        let head = response.head
        let back = Networking.HTTPResponse(head: head, body: response.body)

        #expect(head.status.code == 429)
        #expect(head.status == .tooManyRequests)
        #expect(back == response)
    }

    @Test("an unknown method passes through to the server by name")
    func unknownMethodsAreSentByName() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204, body: []) }
        let method = try #require(Networking.HTTPRequest.Method(rawValue: "PURGE"))

        let response = try await CurlHTTPClient().send(Networking.HTTPRequest(method: method, url: server.baseURL))

        #expect(response.status == 204)
        #expect(server.requests.first?.method == "PURGE")
    }
}
