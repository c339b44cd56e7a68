import Foundation

/// One server-sent event: a name the page listens for and a JSON payload on one `data:` line.
struct WebEvent: Equatable, Sendable {
    /// The event's name (`grid`, `status`, `detail`, `notice`, `screen`).
    let name: String
    /// The payload, JSON without line breaks (JSON escapes those inside strings).
    let data: String

    /// An event carrying `payload` as JSON.
    init(_ name: String, _ payload: some Encodable) {
        self.name = name
        // Encoding plain strings, arrays and dictionaries cannot fail.
        self.data = (try? String(decoding: JSONEncoder().encode(payload), as: UTF8.self)) ?? "{}"
    }

    /// The event as the `text/event-stream` format frames it.
    var frame: String {
        "event: \(name)\ndata: \(data)\n\n"
    }

    /// A comment line: the page ignores it, but writing it finds out whether the tab is still there.
    static let keepAlive = ": keep-alive\n\n"
}
