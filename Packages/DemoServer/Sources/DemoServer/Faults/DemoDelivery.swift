/// How the server puts a response on the wire: normally, or in one of the transport faults that no
/// response value can express.
enum DemoDelivery: Sendable {
    /// Send it whole.
    case respond(DemoResponse)
    /// Send it whole after a pause.
    case delayed(DemoResponse, Duration)
    /// Send the head, then the body one byte per interval.
    case drip(DemoResponse, Duration)
    /// Declare the full length, send the first half of the body, then close.
    case truncated(DemoResponse)
    /// Answer nothing and reset the connection.
    case reset
    /// Send the head with the body's full length declared, then the body in pieces as the connection
    /// drains (for bodies too large to build).
    case streamed(status: Int, headers: [(String, String)], body: DemoStreamedBody)
    /// Put exactly these bytes on the connection, with no HTTP framing added, then close it.
    case raw(DemoStreamedBody)
}
