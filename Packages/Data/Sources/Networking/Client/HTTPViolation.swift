/// How a server's answer breaks HTTP, so that it cannot be read as a response at all.
public enum HTTPViolation: Hashable, Sendable {
    /// The answer does not begin with a valid HTTP status line (`HTTP/1.1 200 OK`): an HTTP/0.9-style body
    /// with no status line, a status code that is not three digits, or bytes of another protocol.
    case statusLineNotHTTP
    /// One header line of the answer is longer than `limit` bytes, the most the client reads.
    case headerTooLarge(limit: Int)
    /// The answer's header lines together are longer than `limit` bytes, the most the client reads.
    case headersTooLarge(limit: Int)
    /// The body is not encoded as its `Content-Encoding` says (gzip that does not inflate, an unknown coding).
    case undecodableBody
    /// The answer breaks HTTP in another way (a broken chunked body, a reply curl calls weird); the text is
    /// the transport's own description.
    case malformed(String)
}
