@testable import photolist
import Testing

@Suite("Where web and serve may listen")
struct ListeningAddressTests {
    @Test("given hosts of this machine and beyond, when asked whether each serves this machine only, then only localhost, ::1 and addresses in 127.0.0.0/8 (127.1 as the system reads it) do; a name that begins with 127. does not", arguments: [
        ("localhost", true), ("::1", true), ("[::1]", true), ("127.0.0.1", true), ("127.1.2.3", true), ("127.255.255.255", true), ("127.1", true),
        ("0.0.0.0", false), ("::", false), ("192.168.1.2", false), ("128.0.0.1", false),
        ("127.example.net", false), ("127.0.0.1.example.net", false), ("127", false),
    ])
    func loopbackIsReadAsAnAddress(host: String, loopback: Bool) {
        #expect(ListeningAddress.isLoopback(host) == loopback)
    }
}
