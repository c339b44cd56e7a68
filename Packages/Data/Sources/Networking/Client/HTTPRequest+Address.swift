import Foundation

extension HTTPRequest {
    /// The host of the request's address, once the address is one any client may ask: http or https, with
    /// a host, and no user name or password (an address's credentials are never sent, nor quoted in the
    /// error). Every adapter checks this before it sends anything.
    /// - Throws: ``HTTPClientError/invalidURL(_:)`` otherwise.
    package func validatedHost() throws(HTTPClientError) -> String {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty else {
            throw .invalidURL(url.absoluteString)
        }
        guard url.user == nil, url.password == nil else { throw .invalidURL("an address with a user name or password") }
        return host
    }
}
