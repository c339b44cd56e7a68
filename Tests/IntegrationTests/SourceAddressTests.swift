import Foundation
@testable import photolist
import Testing

@Suite("SourceAddress")
struct SourceAddressTests {
    @Test("given spellings of one server, when keyed, then they share one key", arguments: [
        "http://127.0.0.1:8080", "http://127.0.0.1:8080/", "HTTP://LOCALHOST:8080", "http://localhost:8080//",
    ])
    func spellingsShareAKey(address: String) throws {
        #expect(SourceAddress.key(for: try #require(URL(string: address))) == "http://127.0.0.1:8080")
    }

    @Test("given default ports, paths, queries and credentials, when keyed, then only scheme, host, port and path remain")
    func keyKeepsOnlyTheServer() throws {
        #expect(SourceAddress.key(for: try #require(URL(string: "https://API.example.com:443/v1/?x=1#f"))) == "https://api.example.com/v1")
        #expect(SourceAddress.key(for: try #require(URL(string: "https://user:secret@api.example.com:8443"))) == "https://api.example.com:8443")
        #expect(SourceAddress.key(for: try #require(URL(string: "http://[::1]:9000"))) == "http://[::1]:9000")
    }
}
