import AsyncHTTPClient
import Foundation
import Networking
import NIOCore
import NIOHTTP1

/// AsyncHTTPClient (SwiftNIO) behind the same `HTTPClient` seam as the curl client, so the benchmark drives
/// both with one loop. A peer to measure against, never a dependency of the app.
struct AsyncHTTPClientPeer: Networking.HTTPClient {
    private let client = AsyncHTTPClient.HTTPClient(eventLoopGroupProvider: .singleton)

    func send(_ request: HTTPRequest) async throws(Networking.HTTPClientError) -> Networking.HTTPResponse {
        do {
            var outgoing = HTTPClientRequest(url: request.url.absoluteString)
            outgoing.method = .init(rawValue: request.method.rawValue)
            for field in request.headers {
                outgoing.headers.add(name: field.name, value: field.value)
            }
            let response = try await client.execute(outgoing, timeout: .seconds(30))
            let body = try await response.body.collect(upTo: 16 << 20)
            let headers = Networking.HTTPHeaders(response.headers.map { ($0.name, $0.value) })
            return Networking.HTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw .transport(code: -1, message: "\(error)")
        }
    }

    /// Closes the client's connections.
    func shutdown() async throws {
        try await client.shutdown()
    }
}
