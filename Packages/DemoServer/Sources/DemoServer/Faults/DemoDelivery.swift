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
}
