import Foundation
import HTTPTestServer

/// A loopback server that answers with a body the real service sent (`Tests/Captures`): the list, search,
/// Picsum list or photo detail route serves the capture verbatim, so what the app reads is byte for byte
/// what Unsplash or Picsum once answered.
struct CapturedService {
    let server: HTTPTestServer

    /// Serves `body` on `route` (a path such as `/photos`, `/search/photos`, `/v2/list` or `/photos/ID`).
    init(serving body: [UInt8], on route: String) throws {
        try self.init(serving: [route: body])
    }

    /// Serves each body on its route (a photographer's profile and their photos, say); any other path is
    /// Unsplash's 404.
    init(serving bodies: [String: [UInt8]]) throws {
        server = try HTTPTestServer { request in
            let path = request.target.split(separator: "?").first.map(String.init) ?? ""
            guard let body = bodies[path] else { return .respond(status: 404, body: Array(#"{"errors":["Couldn't find it"]}"#.utf8)) }
            return .respond(status: 200, headers: [("Content-Type", "application/json")], body: body)
        }
    }

    var baseURL: String { server.baseURL.absoluteString }

    /// The folder of captured bodies, beside this file's folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Captures", isDirectory: true)

    /// The capture `name` (without `.json`): its bytes, and the JSON a reader independent of the app parses.
    static func capture(_ name: String) throws -> (bytes: [UInt8], json: Any) {
        let data = try Data(contentsOf: folder.appendingPathComponent("\(name).json"))
        return (Array(data), try JSONSerialization.jsonObject(with: data))
    }
}
