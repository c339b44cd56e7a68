import Foundation
@testable import PhotoData
import Testing

/// Where the access key may travel, decided on addresses: https anywhere; plain http only to a loopback IP
/// literal or to `localhost`.
@Suite("Key transport rule")
struct KeyTransportTests {
    @Test("given a URL the key may go to, when checked, then the rule says how it travels", arguments: [
        ("https://api.unsplash.com", KeyTransport.https), ("HTTPS://API.UNSPLASH.COM/v1", .https), ("https://203.0.113.9:8443", .https),
        ("http://127.0.0.1", .loopbackAddress), ("http://127.0.0.1:8080/base", .loopbackAddress), ("http://127.255.255.254", .loopbackAddress),
        ("http://127.0.0.0", .loopbackAddress), ("http://127.10.20.30:1", .loopbackAddress), ("http://[::1]:9000", .loopbackAddress),
        ("http://localhost:3000", .localhost), ("http://LOCALHOST", .localhost), ("HTTP://LocalHost:1/x", .localhost),
    ])
    func allowed(address: String, transport: KeyTransport) throws {
        let url = try #require(URL(string: address))
        #expect(KeyTransport(url: url) == transport)
    }

    @Test("given a URL the key may not go to, when checked, then it is refused", arguments: [
        "http://127.0.0.evil",          // a name that starts like an address
        "http://127.1",                 // shorthand IPv4, which some resolvers expand
        "http://127.0.1",
        "http://0x7f.0.0.1",            // hexadecimal
        "http://0177.0.0.1",            // octal by its leading zero
        "http://127.0.0.01",
        "http://127.000.000.001",
        "http://127.0.0.1.",            // trailing dot: a name
        "http://2130706433",            // 127.0.0.1 as one number
        "http://127.0.0.1.nip.io",      // a public name that resolves to loopback today
        "http://127.0.0.256",
        "http://127.0.0.-1",
        "http://128.0.0.1",
        "http://10.0.0.1",
        "http://[::ffff:127.0.0.1]",    // IPv4-mapped: decided as not ::1
        "http://[0:0:0:0:0:0:0:1]",     // another spelling of ::1: only the canonical form is accepted
        "http://[::2]",
        "http://localhost.",
        "http://localhost.evil.test",
        "http://evil.localhost",        // *.localhost is loopback only by convention
        "http://%31%32%37.0.0.1",       // percent-encoded digits
        "http://user:secret@127.0.0.1", // user information is never sent with the key
        "http://api.unsplash.com",
        "ftp://127.0.0.1",
        "file:///etc/passwd",
    ])
    func refused(address: String) {
        guard let url = URL(string: address) else { return }  // not even a URL: nothing to send to
        #expect(KeyTransport(url: url) == nil)
    }

    @Test("given localhost, when a request is made, then it is pinned to 127.0.0.1; literal addresses and https are not pinned")
    func pins() {
        #expect(KeyTransport.localhost.pinnedAddress == "127.0.0.1")
        #expect(KeyTransport.loopbackAddress.pinnedAddress == nil)
        #expect(KeyTransport.https.pinnedAddress == nil)
    }
}
