@testable import DemoServer
import Foundation
import Testing

/// The bodies the real Unsplash API sent, kept in the repository's `Tests/Captures` (see its SOURCES.md),
/// read with Foundation's JSON reader: the shapes the demo's answers are checked against.
enum CapturedShapes {
    /// `Tests/Captures`, found from this file: `Packages/DemoServer/Tests/DemoServerTests/` is four levels
    /// below the repository.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Captures")

    /// Keys the demo's photo objects carry that a capture's may not: `asset_type` (which Unsplash added
    /// after these captures; the demo sent it before this change) and the Unsplash+ flags `premium` and
    /// `plus`, which 2023 payloads carry on some photo objects and not others.
    static let laterPhotoKeys: Set<String> = ["asset_type", "premium", "plus"]

    /// The capture called `name`, parsed.
    static func json(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The first object of the capture `name` (an array) or the capture itself (an object).
    static func object(_ name: String) throws -> [String: Any] {
        let parsed = try json(name)
        return try #require((parsed as? [[String: Any]])?.first ?? parsed as? [String: Any], "\(name) holds no object")
    }

    /// The keys of `value` when it is an object; empty otherwise.
    static func keys(_ value: Any?) -> Set<String> {
        Set((value as? [String: Any])?.keys.map { $0 } ?? [])
    }

    /// The keys every element of `value` (an array of objects) has.
    static func commonKeys(_ value: Any?) -> Set<String> {
        let objects = (value as? [[String: Any]]) ?? []
        return objects.dropFirst().reduce(Set(objects.first?.keys.map { $0 } ?? [])) { $0.intersection($1.keys) }
    }

    /// Checks that `demo`, a photo object, has every key of `captured` and nothing more than
    /// ``laterPhotoKeys``.
    static func expectPhotoShape(_ demo: Any?, like captured: Any?, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let demoKeys = keys(demo), capturedKeys = keys(captured)
        #expect(!capturedKeys.isEmpty, "\(context): the capture has no such object", sourceLocation: sourceLocation)
        #expect(capturedKeys.subtracting(demoKeys).isEmpty, "\(context) lacks \(capturedKeys.subtracting(demoKeys))", sourceLocation: sourceLocation)
        #expect(demoKeys.subtracting(capturedKeys).isSubset(of: laterPhotoKeys), "\(context) adds \(demoKeys.subtracting(capturedKeys))",
                sourceLocation: sourceLocation)
    }
}

/// Asking a router as a client would, for the route tests.
struct RouterClient {
    let router: DemoRouter
    let host = "127.0.0.1:9"

    /// The answer to `GET target`.
    func get(_ target: String) -> DemoResponse {
        router.respond(to: DemoRequest(method: "GET", target: target, host: host))
    }

    /// The JSON body of `GET target`, parsed, with the response.
    func json(_ target: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (body: Any, response: DemoResponse) {
        let response = get(target)
        #expect(response.status == 200, "\(target): \(String(decoding: response.body, as: UTF8.self))", sourceLocation: sourceLocation)
        return (try JSONSerialization.jsonObject(with: Data(response.body)), response)
    }

    /// The object body of `GET target`.
    func object(_ target: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(try json(target, sourceLocation: sourceLocation).body as? [String: Any], sourceLocation: sourceLocation)
    }

    /// The array-of-objects body of `GET target`.
    func objects(_ target: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try json(target, sourceLocation: sourceLocation).body as? [[String: Any]], sourceLocation: sourceLocation)
    }

    /// Every item of a paged listing, page by page at `perPage`, following the `next` link's page until
    /// there is none.
    func everyItem(_ path: String, perPage: Int = 30) throws -> [[String: Any]] {
        var items: [[String: Any]] = []
        for page in 1...10_000 {
            let separator = path.contains("?") ? "&" : "?"
            let (body, response) = try json("\(path)\(separator)page=\(page)&per_page=\(perPage)")
            items += try #require(body as? [[String: Any]])
            guard response.header("Link")?.contains("rel=\"next\"") == true else { break }
        }
        return items
    }
}

extension DemoResponse {
    /// The first value of header `name` (any case).
    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The body as text.
    var text: String {
        String(decoding: body, as: UTF8.self)
    }
}

extension Dictionary where Key == String, Value == Any {
    /// The object under `key`.
    func object(_ key: String) -> [String: Any]? {
        self[key] as? [String: Any]
    }
}
