import Foundation
import HTTPTestServer

/// A loopback server that answers every Unsplash route with one scripted photo, so a test controls every
/// byte of every string the app shows (and sees every request it receives).
struct ScriptedUnsplash {
    let server: HTTPTestServer

    /// Serves `photo` (an Unsplash photo object whose id is `id`) on list, search, detail, download and image
    /// (a real JPEG of 4 × 4 pixels, or `file` with its `contentType`).
    init(photo: [String: Any], id: String, file: (bytes: [UInt8], contentType: String)? = nil) throws {
        let object = try JSONSerialization.data(withJSONObject: photo)
        let list = Array("[".utf8) + object + Array("]".utf8)
        let search = Array(#"{"total":1,"total_pages":1,"results":["#.utf8) + list.dropFirst().dropLast() + Array("]}".utf8)
        let detail = Array(object)
        let image = try file?.bytes ?? QuadrantPhotoServer.encodeQuadrants(width: 4, height: 4)
        let contentType = file?.contentType ?? "image/jpeg"
        server = try HTTPTestServer { request in
            let path = request.target.split(separator: "?").first.map(String.init) ?? ""
            switch path {
            case "/photos": return .respond(status: 200, headers: [("X-Total", "1")], body: list)
            case "/search/photos": return .respond(status: 200, body: search)
            case "/photos/\(id)": return .respond(status: 200, body: detail)
            case "/photos/\(id)/download":
                let host = request.header("Host") ?? "127.0.0.1"
                return .respond(status: 200, body: Array(#"{"url":"http://\#(host)/image.jpg"}"#.utf8))
            case "/image.jpg": return .respond(status: 200, headers: [("Content-Type", contentType)], body: image)
            default: return .respond(status: 404, body: Array(#"{"errors":["Couldn't find Photo"]}"#.utf8))
            }
        }
    }

    var baseURL: String { server.baseURL.absoluteString }

    /// A complete Unsplash photo object; `text` fills every free-text field.
    static func photo(id: String, text: String, name: String? = nil) -> [String: Any] {
        let base = "http://127.0.0.1:9"
        return [
            "id": id, "created_at": "2024-01-02T03:04:05Z", "width": 3000, "height": 2000, "color": "#336699",
            "blur_hash": "LEHV6nWB2yk8pyo0adR*.7kCMdnj", "likes": 5, "description": text, "alt_description": text,
            "urls": ["raw": "\(base)/r", "full": "\(base)/f", "regular": "\(base)/g", "small": "\(base)/s", "thumb": "\(base)/t"],
            "links": ["self": "\(base)/photos/\(id)", "html": "\(base)/p/\(id)", "download": "\(base)/d", "download_location": "\(base)/photos/\(id)/download"],
            "user": [
                "id": "u", "username": text, "name": name ?? text, "location": text, "bio": text,
                "links": ["self": "\(base)/u", "html": "\(base)/@m", "photos": "\(base)/u/p"],
                "profile_image": ["small": "\(base)/a", "medium": "\(base)/b", "large": "\(base)/c"],
            ],
            "location": ["name": text, "city": text, "country": text],
            "exif": ["make": text, "model": text, "name": text],
            "tags": [["title": text], ["title": "plain"]],
        ]
    }
}
