import Domain
import Foundation
import Testing

@Suite("A file host's failure")
struct FileHostFailureTests {
    @Test("given a file's address, when its host is named, then a port is kept, so two servers on one machine are told apart", arguments: [
        ("https://images.unsplash.com/photo-1?ixid=x", "images.unsplash.com"),
        ("http://127.0.0.1:18799/images/a", "127.0.0.1:18799"),
        ("http://[::1]:8080/images/a", "[::1]:8080"),
        ("http://localhost/images/a", "localhost"),
    ])
    func hostNames(address: String, expected: String) throws {
        #expect(FileHostFailure.hostName(of: try #require(URL(string: address))) == expected)
    }

    @Test("given an address with no host, when named, then there is no name rather than an empty one")
    func noHost() throws {
        #expect(FileHostFailure.hostName(of: try #require(URL(string: "file:///tmp/a.jpg"))) == nil)
    }

    @Test("given a failure the host had no part in, when attributed to it, then it stays as it is", arguments: [
        DomainError.storage(StorageFailure(.download, path: "/d/a.jpg", reason: .alreadyExists)), .cancelled, .notCached,
    ])
    func localFailuresStay(error: DomainError) throws {
        #expect(error.fromFileHost(try #require(URL(string: "https://files.example.test/a"))) == error)
    }

    @Test("given an address refused before anything was sent, when attributed to its host, then it is that host's failure, so it counts as the source's doing, not the user's")
    func aRefusedAddressIsTheHosts() throws {
        let url = try #require(URL(string: "http://u:p@127.0.0.1:9/a.jpg"))

        #expect(DomainError.invalidRequest("x").fromFileHost(url) == .fileHost(FileHostFailure(host: "127.0.0.1:9", cause: .invalidRequest("x"))))
    }
}
