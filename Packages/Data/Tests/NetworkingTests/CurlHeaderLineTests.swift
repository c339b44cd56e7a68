@testable import CurlNetworking
import Networking
import Testing

/// Header lines as curl hands them over, read from their bytes.
@Suite("Curl header lines")
struct CurlHeaderLineTests {
    private func read(_ text: String) -> CurlHeaderLine {
        Array(text.utf8).withUnsafeBytes { CurlHeaderLine($0) }
    }

    @Test("given a field with spaces and tabs around its value, when read, then the name and the bare value remain")
    func field() {
        #expect(read("Content-Type: \t application/json \t\r\n") == .field(name: "Content-Type", value: "application/json"))
        #expect(read("X-Empty:\r\n") == .field(name: "X-Empty", value: ""))
        #expect(read("Link: <a:b>; rel=\"next\"\r\n") == .field(name: "Link", value: "<a:b>; rel=\"next\""))
    }

    @Test("given a status line, the blank line and a line with no name, when read, then only the status line starts a response")
    func others() {
        #expect(read("HTTP/1.1 200 OK\r\n") == .statusLine)
        #expect(read("HTTP/2 301\r\n") == .statusLine)
        #expect(read("\r\n") == .other)
        #expect(read(": no name\r\n") == .other)
        #expect(read("garbage\r\n") == .other)
    }

    @Test("given bytes that are not UTF-8 in a value, when read, then they are replaced, not trusted")
    func invalidUTF8() {
        let line = [UInt8]("X-Raw: a".utf8) + [0xFF, 0xFE] + [UInt8]("b\r\n".utf8)
        let parsed = line.withUnsafeBytes { CurlHeaderLine($0) }
        #expect(parsed == .field(name: "X-Raw", value: "a\u{FFFD}\u{FFFD}b"))
    }
}
