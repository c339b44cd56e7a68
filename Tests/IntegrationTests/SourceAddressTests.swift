import ArgumentParser
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

    @Test("given the keys of a plain source and of one at an address, when read back into options and those parsed, then they key the same source", arguments: [
        ["--source", "picsum"], ["--source", "demo", "--base-url", "HTTP://LOCALHOST:8080/"], ["--source", "unsplash", "--base-url", "https://api.example.com:8443/v1"],
    ])
    func sourceOptionsKeyTheSameSource(arguments: [String]) throws {
        let options = try GlobalOptions.parse(arguments)
        let key = Stores.sourceKey(try options.sourceSettings(environment: [:]).source, baseURL: options.parsedBaseURL)

        let readBack = try GlobalOptions.parse(Stores.sourceOptions(forKey: key).split(separator: " ").map(String.init))

        #expect(Stores.sourceKey(try readBack.sourceSettings(environment: [:]).source, baseURL: readBack.parsedBaseURL) == key)
    }

    @Test("given an address whose path holds characters a shell reads, when given back as options, then it is single-quoted, a quote in it escaped; a plain one is not quoted")
    func sourceOptionsQuoteForTheShell() {
        #expect(Stores.sourceOptions(forKey: "demo@http://127.0.0.1:8080/a&b;c") == "--source demo --base-url 'http://127.0.0.1:8080/a&b;c'")
        #expect(Stores.sourceOptions(forKey: "demo@http://127.0.0.1:8080/it's") == #"--source demo --base-url 'http://127.0.0.1:8080/it'\''s'"#)
        #expect(Stores.sourceOptions(forKey: "unsplash@https://api.example.com:8443/v1") == "--source unsplash --base-url https://api.example.com:8443/v1")
    }
}
