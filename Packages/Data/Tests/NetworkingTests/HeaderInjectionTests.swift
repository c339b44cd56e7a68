import Foundation
import HTTPTestServer
import Networking
import Testing

/// No header name or value that could end a header line early (CR, LF), cut it short (NUL) or smuggle in
/// another control character is ever sent: the request is refused before a byte goes out.
@Suite("HTTP clients refuse header injection", .timeLimit(.minutes(1)))
struct HeaderInjectionTests {
    typealias Adapter = HTTPClientContractTests.Adapter

    @Test("given a header value with a line break or control character, when sent, then it is refused and nothing reaches the server",
          arguments: Adapter.allCases, [
              ("k\r\nX-Injected: evil", HTTPHeaderProblem.lineBreakInValue), ("k\nX-Injected: evil", .lineBreakInValue),
              ("k\rX-Injected: evil", .lineBreakInValue), ("k\0evil", .controlCharacterInValue),
              ("k\u{7}", .controlCharacterInValue), ("k\u{1B}[31m", .controlCharacterInValue), ("k\u{7F}", .controlCharacterInValue),
          ])
    func refusesBadValues(adapter: Adapter, case: (value: String, problem: HTTPHeaderProblem)) async throws {
        let (value, problem) = `case`
        let server = try HTTPTestServer { _ in .respond(status: 200) }
        let request = HTTPRequest(url: server.baseURL, headers: ["Authorization": "Client-ID \(value)"])

        await #expect(throws: HTTPClientError.invalidHeader(name: "Authorization", problem)) {
            try await adapter.make().send(request)
        }
        #expect(server.connectionsAccepted == 0)
    }

    @Test("given a header name that is not an HTTP token, when sent, then it is refused and nothing reaches the server",
          arguments: Adapter.allCases, ["", "X Bad", "X:Y", "X\r\nInjected", "X\0Y", "Ünïcode", "X(Y)"])
    func refusesBadNames(adapter: Adapter, name: String) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200) }

        await #expect(throws: HTTPClientError.invalidHeader(name: name, .invalidName)) {
            try await adapter.make().send(HTTPRequest(url: server.baseURL, headers: HTTPHeaders([(name, "v")])))
        }
        #expect(server.connectionsAccepted == 0)
    }

    @Test("given header values with tabs, spaces, non-ASCII text or nothing, when sent, then they arrive unchanged", arguments: Adapter.allCases)
    func sendsOrdinaryValues(adapter: Adapter) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200) }

        _ = try await adapter.make().send(HTTPRequest(url: server.baseURL, headers: ["X-Tabbed": "a\tb c", "X-Word": "café", "X-Empty": ""]))

        #expect(server.requests.first?.header("X-Tabbed") == "a\tb c")
        #expect(server.requests.first?.header("X-Word") == "café")
        #expect(server.requests.first?.header("X-Empty") == "")
    }

    @Test("given a user agent with a line break, when anything is sent, then it is refused", arguments: Adapter.allCases)
    func refusesBadUserAgent(adapter: Adapter) async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200) }

        await #expect(throws: HTTPClientError.invalidHeader(name: "User-Agent", .lineBreakInValue)) {
            try await adapter.make(.init(userAgent: "photolist\r\nX-Injected: evil")).send(HTTPRequest(url: server.baseURL))
        }
        #expect(server.connectionsAccepted == 0)
    }
}
