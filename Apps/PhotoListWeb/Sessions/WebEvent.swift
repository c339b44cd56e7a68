import Foundation

/// One event of a tab's stream: a name the page listens for and a JSON payload, sent as one WebSocket
/// text message.
struct WebEvent: Equatable, Sendable {
    /// The event's name (`grid`, `status`, `detail`, `notice`, `screen`, `picture`).
    let name: String
    /// The payload, as JSON.
    let data: String

    /// An event carrying `payload` as JSON.
    init(_ name: String, _ payload: some Encodable) {
        self.name = name
        // Encoding plain strings, arrays and dictionaries cannot fail.
        self.data = (try? String(decoding: JSONEncoder().encode(payload), as: UTF8.self)) ?? "{}"
    }

    /// The event as one WebSocket text message: `{"event":"grid","data":{…}}` (the name is one of the
    /// page's own, plain ASCII).
    var message: String {
        #"{"event":"\#(name)","data":\#(data)}"#
    }

    /// A message the page ignores: writing it finds out whether the tab is still there.
    static let keepAlive = #"{"event":"keep-alive","data":{}}"#
}
