import DemoServer
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("DemoServer over a real socket", .timeLimit(.minutes(1)))
struct DemoServerTests {
    @Test("given a started server, when two requests share one connection, then both are answered on 127.0.0.1")
    func servesOverLoopbackWithKeepAlive() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 1_000))
        #expect(server.baseURL.host == "127.0.0.1")
        #expect(server.port > 0)

        let replies = try RawHTTP.get(port: server.port, targets: ["/photos?per_page=2", "/photos?page=2&per_page=2"])

        #expect(replies.count == 2)
        #expect(replies.allSatisfy { $0.hasPrefix("HTTP/1.1 200 OK") })
        #expect(replies[0].contains("\(DemoCatalog.id(at: 0))"))
        #expect(replies[1].contains("\(DemoCatalog.id(at: 2))"))
        try await server.shutdown()
    }

    @Test("given a request without a Host header, when a page is listed, then its links name the address and port the request came in on")
    func linksWithoutAHostNameTheReceivingAddress() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: "GET /photos?per_page=1 HTTP/1.0\r\n\r\n")
        try await server.shutdown()

        #expect(exchange.head.hasPrefix("HTTP/1.0 200 OK"))
        let links = try #require(exchange.header("Link"))
        #expect(links.hasPrefix("<http://127.0.0.1:\(server.port)/photos?page=1&per_page=1>; rel=\"first\""), "\(links)")
        #expect(String(decoding: exchange.body, as: UTF8.self).contains("\"self\":\"http://127.0.0.1:\(server.port)/photos/"))
    }

    @Test("given a request with two Host headers or an HTTP/1.1 request with none, when it is sent, then it is answered 400 and the connection closes", arguments: [
        "GET /photos?per_page=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: example.com\r\n\r\n",
        "GET /photos?per_page=1 HTTP/1.1\r\n\r\n",
    ])
    func hostsThatCannotBeToldAreRefused(request: String) async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: request)
        try await server.shutdown()

        #expect(exchange.head.hasPrefix("HTTP/1.1 400 Bad Request"), "\(exchange.head)")
        #expect(exchange.header("Connection") == "close")
        #expect(String(decoding: exchange.body, as: UTF8.self).contains("Host"))
        #expect(exchange.endError == 0)
    }

    @Test("given a target longer than the server answers, when it is sent, then it is refused 414 with the bound; a target at the bound whose echoed value grows most when encoded again is answered with a Link line short enough to read")
    func longTargetsAreRefusedBeforeTheirLinksGrowTooLongToRead() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))
        // Three topics by slug, on the middle page of three (all four links), then dots: each dot of `ids`
        // comes back in every link as "%2E", three times its length.
        let prefix = "/topics?per_page=1&page=2&ids=nature,travel,golden-hour,"
        let atTheBound = prefix + String(repeating: ".", count: 4_096 - prefix.utf8.count)
        let tooLong = atTheBound + "."

        let refused = try LoopbackSocket.exchange(port: server.port, request: "GET \(tooLong) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let answered = try LoopbackSocket.exchange(port: server.port, request: "GET \(atTheBound) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        try await server.shutdown()

        #expect(refused.head.hasPrefix("HTTP/1.1 414 URI Too Long"), "\(refused.head)")
        #expect(String(decoding: refused.body, as: UTF8.self) == #"{"errors":["A request's target has at most 4096 bytes, not 4097"]}"#)
        #expect(answered.head.hasPrefix("HTTP/1.1 200 OK"), "\(answered.head)")
        let links = try #require(answered.header("Link"))
        #expect(["first", "prev", "last", "next"].allSatisfy { links.contains("rel=\"\($0)\"") }, "\(links.prefix(300))")
        #expect(links.utf8.count > 40_000, "each link carries the dots encoded again (\(links.utf8.count) bytes)")
        #expect(links.utf8.count < 100 * 1_024, "curl reads a header line of up to 100 KB (\(links.utf8.count) bytes)")
    }

    @Test("given a Host header longer than any name, when a page is asked for, then it is refused 400 before its links would carry it")
    func longHostsAreRefused() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))
        let host = String(repeating: "h", count: 301)

        let exchange = try LoopbackSocket.exchange(port: server.port, request: "GET /photos?per_page=1 HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        let atTheBound = try LoopbackSocket.exchange(port: server.port, request: "GET /photos?per_page=1 HTTP/1.1\r\nHost: \(host.dropLast())\r\nConnection: close\r\n\r\n")
        try await server.shutdown()

        #expect(exchange.head.hasPrefix("HTTP/1.1 400 Bad Request"), "\(exchange.head)")
        #expect(String(decoding: exchange.body, as: UTF8.self).contains("A Host header has at most 300 bytes, not 301"))
        #expect(atTheBound.head.hasPrefix("HTTP/1.1 200 OK"), "\(atTheBound.head)")
    }

    @Test("given a Host header that would change the links it is copied into, when a page is asked for, then it is refused 400 with what a Host holds", arguments: [
        #"a>; rel="next", <http://evil"#, "a b", "x@y", #"a"b"#, "127.0.0.1:", "127.0.0.1:8o", "[::1", "[]", ":80",
    ])
    func malformedHostsAreRefused(host: String) async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: "GET /photos?per_page=1 HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        try await server.shutdown()

        #expect(exchange.head.hasPrefix("HTTP/1.1 400 Bad Request"), "\(host): \(exchange.head)")
        #expect(String(decoding: exchange.body, as: UTF8.self).contains("A Host header names a host"), "\(host)")
    }

    @Test("given a Host of a name, an address or a bracketed IPv6 address, with or without a port, when a page is asked for, then its links start with it", arguments: [
        "localhost", "photos.example:8080", "127.0.0.1", "[::1]:80", "[fe80::1%25eth0]:9", "under_score.example",
    ])
    func wellFormedHostsAreAnswered(host: String) async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: "GET /photos?per_page=1 HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
        try await server.shutdown()

        #expect(exchange.head.hasPrefix("HTTP/1.1 200 OK"), "\(host): \(exchange.head)")
        #expect(exchange.header("Link")?.hasPrefix("<http://\(host)/photos?") == true, "\(host)")
    }

    @Test("given a request with two Host headers and a good request pipelined behind it, when both are sent at once, then only the 400 comes back before the close")
    func requestsBehindARefusedHostGoUnanswered() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(
            port: server.port,
            request: "GET /photos?per_page=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: example.com\r\n\r\nGET /photos?per_page=1 HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
        )
        try await server.shutdown()

        let answer = String(decoding: exchange.bytes, as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(answer)")
        #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 2, "\(answer)")
        #expect(exchange.endError == 0)
    }

    @Test("given a CONNECT, when it is refused, then the 405 closes the connection, since a response to CONNECT carries no length")
    func refusedConnectCloses() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
        try await server.shutdown()

        #expect(exchange.head.hasPrefix("HTTP/1.1 405 Method Not Allowed"), "\(exchange.head)")
        #expect(exchange.header("Connection") == "close")
        #expect(exchange.endError == 0)
    }

    @Test("given a request line without a version, when it is sent, then it is answered with one 400 and the connection closes")
    func versionlessRequestGetsOneAnswer() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: "GET /photos\r\n\r\n")
        try await server.shutdown()

        let answer = String(decoding: exchange.bytes, as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(answer)")
        #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 2, "\(answer)")
        #expect(exchange.endError == 0)
    }

    @Test("given a method the server does not know (or a known one misspelt in lower case), when it is sent, then it is answered 501 naming the methods it takes, once, and the connection closes", arguments: [
        "FOO /photos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "get /photos HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    ])
    func unknownMethodsAreNotImplemented(request: String) async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))

        let exchange = try LoopbackSocket.exchange(port: server.port, request: request)
        try await server.shutdown()

        let answer = String(decoding: exchange.bytes, as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 501 Not Implemented\r\n"), "\(answer)")
        #expect(exchange.header("Allow") == "GET, HEAD" && exchange.header("Connection") == "close", "\(answer)")
        #expect(String(decoding: exchange.body, as: UTF8.self).hasPrefix(#"{"errors":["#), "\(answer)")
        #expect(answer.components(separatedBy: "HTTP/1.1 ").count == 2, "\(answer)")
        #expect(exchange.endError == 0)
    }

    @Test("given an accepted connection, then its server end has TCP_NODELAY and no privileged option, and real pages arrive on it")
    func answersOnNoDelaySockets() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 50))
        let fd = try LoopbackSocket.connect(port: server.port)
        defer { close(fd) }
        var pending: [UInt8] = []

        let first = try RawHTTP.get("/photos?per_page=1", port: server.port, on: fd, pending: &pending)
        let serverEnd = try #require(LoopbackSocket.serverEnd(of: fd))
        let noDelay = LoopbackSocket.hasNoDelay(serverEnd)
        let debug = LoopbackSocket.hasDebug(serverEnd)
        let second = try RawHTTP.get("/photos?page=2&per_page=1", port: server.port, on: fd, pending: &pending)
        try await server.shutdown()

        #expect(noDelay == true)
        #expect(debug == false)
        #expect(LoopbackSocket.hasNoDelay(fd) == false)  // the client's end, at the default: the check can tell
        #expect(first.hasPrefix("HTTP/1.1 200 OK") && first.contains("\"id\":\"\(DemoCatalog.id(at: 0))\""))
        #expect(second.hasPrefix("HTTP/1.1 200 OK") && second.contains("\"id\":\"\(DemoCatalog.id(at: 1))\""))
    }

    @Test("given a limit of two connections, when a third opens, then it is answered 503 in the API's error shape and closed, and once one of the two has closed a new one is served")
    func connectionsBeyondTheLimitAreRefused() async throws {
        let server = try await DemoServer.start(catalog: DemoCatalog(count: 5), connectionLimit: 2)
        let first = try LoopbackSocket.connect(port: server.port), second = try LoopbackSocket.connect(port: server.port)
        defer { close(second) }
        var pending: [UInt8] = []
        // Each answered, so the server holds both, open, before the third comes.
        for fd in [first, second] {
            #expect(try RawHTTP.get("/photos?per_page=1", port: server.port, on: fd, pending: &pending).hasPrefix("HTTP/1.1 200 OK"))
        }

        let refused = try LoopbackSocket.exchange(port: server.port, target: "/photos")
        close(first)
        // The server frees the place when it sees the close, which a new connection may beat: ask until one
        // is served (each try is answered at once, so this waits on the server, not on a clock).
        var served: LoopbackSocket.Exchange?
        for _ in 0..<500 where served == nil {
            let next = try LoopbackSocket.exchange(port: server.port, target: "/photos?per_page=1")
            if next.head.hasPrefix("HTTP/1.1 200") { served = next }
        }
        try await server.shutdown()

        #expect(refused.head.hasPrefix("HTTP/1.1 503 Service Unavailable"), "\(refused.head)")
        #expect(refused.header("Retry-After") == "1")
        let errors = try JSONSerialization.jsonObject(with: Data(refused.body)) as? [String: [String]]
        #expect(errors?["errors"]?.first?.contains("open-file limit (ulimit -n)") == true, "\(String(decoding: refused.body, as: UTF8.self))")
        #expect(refused.endError == 0 || refused.endError == ECONNRESET, "closed after the answer")
        #expect(served != nil, "a place freed by a closed connection is taken again")
    }
}
