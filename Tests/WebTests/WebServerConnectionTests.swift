import Domain
import Foundation
@testable import PhotoListWeb
import Presentation
import Synchronization
import Testing

/// The web server itself on a loopback port, spoken to byte by byte: what reaches it before any route
/// (duplicate `Host` headers, a request head that never ends).
@Suite("The web server's connections", .timeLimit(.minutes(1)))
struct WebServerConnectionTests {
    /// A new tab's session on the server at `port`, opened as the page opens one, with the run's `cookie` line.
    private static func openSession(port: Int, cookie: String) async throws -> String {
        let opening = try RawHTTPConnection(port: port, receiveTimeout: .seconds(2))
        try opening.transmit(
            "POST /sessions HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\(cookie)Content-Length: 0\r\nConnection: close\r\n\r\n"
        )
        let opened = await opening.readUntilClosed().text
        return String(try #require(opened.firstMatch(of: /"id":"([^"]+)"/)?.1, "\(opened.prefix(300))"))
    }

    /// The whole answer, up to the close, of the server at `port` to `request` (raw bytes, its connection
    /// closed after the answer).
    private static func reply(to request: String, port: Int) async throws -> String {
        let connection = try RawHTTPConnection(port: port)
        try connection.transmit(request)
        return await connection.readUntilClosed().text
    }

    /// Runs a server over fake screens, allowing `requestHeadTimeout` for a request's head, calls `body`
    /// with its port, then stops it.
    private func withServer(
        requestHeadTimeout: Duration = .seconds(10), refusalLingering: Duration = .seconds(3_600), _ body: (Int) async throws -> Void
    ) async throws {
        try await withServer(requestHeadTimeout: requestHeadTimeout, refusalLingering: refusalLingering) { port, _ in try await body(port) }
    }

    /// ``withServer(requestHeadTimeout:_:)``, passing the run's token too.
    private func withServer(
        requestHeadTimeout: Duration = .seconds(10), refusalLingering: Duration = .seconds(3_600), connectionLimit: Int? = nil,
        _ body: (Int, String) async throws -> Void
    ) async throws {
        let server = WebServer(
            screens: await makeScreens(),
            configuration: .init(requestHeadTimeout: requestHeadTimeout, refusalLingering: refusalLingering, connectionLimit: connectionLimit)
        )
        let (addresses, listening) = AsyncStream.makeStream(of: URL.self)
        let running = Task { try await server.run(until: AsyncStream { _ in }) { listening.yield($0) } }
        defer { running.cancel() }
        var iterator = addresses.makeAsyncIterator()
        let url = try #require(await iterator.next())
        let port = try #require(url.port)
        let token = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "token" }?.value)
        try await body(port, token)
        running.cancel()
        _ = await running.result
    }

    /// The request `GET /` with these `Host` headers, closing the connection after the answer.
    private func request(hosts: [String]) -> String {
        "GET / HTTP/1.1\r\n" + hosts.map { "Host: \($0)\r\n" }.joined() + "Connection: close\r\n\r\n"
    }

    @Test("given a request with two Host headers, the first this server's, when sent, then it is refused with 400 and a one-line reason")
    func duplicateHost() async throws {
        try await withServer { port in
            let single = try RawHTTPConnection(port: port)
            try single.transmit(request(hosts: ["127.0.0.1:\(port)"]))
            let alone = await single.readUntilClosed()

            let double = try RawHTTPConnection(port: port)
            try double.transmit(request(hosts: ["127.0.0.1:\(port)", "rebound.example"]))
            let twice = await double.readUntilClosed()

            // One Host reaches the token check (401); only the second one makes it a 400.
            #expect(alone.text.hasPrefix("HTTP/1.1 401"), "\(alone.text)")
            #expect(twice.text.hasPrefix("HTTP/1.1 400"), "\(twice.text)")
            let body = try #require(twice.text.components(separatedBy: "\r\n\r\n").last)
            #expect(body == "a request must carry one Host header (this one carried 2)\n")
        }
    }

    @Test("given a connection that sends part of a request head and then nothing, when the bound passes, then the server closes it without an answer")
    func slowRequestHead() async throws {
        try await withServer(requestHeadTimeout: .milliseconds(300)) { port in
            let slow = try RawHTTPConnection(port: port, receiveTimeout: .seconds(10))
            try slow.transmit("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: a")

            let reply = await slow.readUntilClosed()

            #expect(reply.closed, "the connection is still open 10 s after the head began")
            #expect(reply.bytes.isEmpty, "\(reply.text)")
            // The bound closes idle heads, not the server: a whole request is still answered.
            let prompt = try RawHTTPConnection(port: port)
            try prompt.transmit(request(hosts: ["127.0.0.1:\(port)"]))
            #expect(await prompt.readUntilClosed().text.hasPrefix("HTTP/1.1 401"))
        }
    }

    @Test("given a whole request head the HTTP parser refuses, when sent, then the server answers why in one line and closes the connection, and still answers the next one", arguments: [
        ("FOO / HTTP/1.1\r\n", "400 Bad Request"), ("get / HTTP/1.1\r\n", "400 Bad Request"), ("GET /\u{7F} HTTP/1.1\r\n", "400 Bad Request"),
        ("GET /\r\n", "400 Bad Request"), ("GET /?\(String(repeating: "a", count: 100_000)) HTTP/1.1\r\n", "431 Request Header Fields Too Large"),
        ("GET / HTTP/1.1\r\nX-Large: \(String(repeating: "a", count: 200_000))\r\n", "431 Request Header Fields Too Large"),
    ])
    func unparsableHeadIsAnswered(line: String, status: String) async throws {
        // The head bound is far beyond the test's time limit: only the refusal can close the connection.
        try await withServer(requestHeadTimeout: .seconds(3_600)) { port in
            let refused = try RawHTTPConnection(port: port, receiveTimeout: .seconds(30))
            try refused.transmit(line + "Host: 127.0.0.1:\(port)\r\n\r\n")
            refused.finishSending()

            let reply = await refused.readUntilClosed()

            #expect(reply.closed, "the connection is still open 30 s after a head the parser refused")
            #expect(reply.text.hasPrefix("HTTP/1.1 \(status)\r\n"), "\(reply.text.prefix(200))")
            #expect(reply.text.components(separatedBy: "HTTP/1.1 ").count == 2, "\(reply.text.prefix(400))")
            let body = reply.text.components(separatedBy: "\r\n\r\n").last ?? ""
            #expect(body.hasPrefix("photolist web ") && body.hasSuffix(".\n") && body.filter { $0 == "\n" }.count == 1, "\(body)")
            let next = try RawHTTPConnection(port: port)
            try next.transmit(request(hosts: ["127.0.0.1:\(port)"]))
            #expect(await next.readUntilClosed().text.hasPrefix("HTTP/1.1 401"))
        }
    }

    @Test("given a refused head whose client reads the answer and never closes, when the lingering passes, then the server lets go of the connection: with room for one, the next is served")
    func refusalLingersThenLetsGo() async throws {
        try await withServer(requestHeadTimeout: .seconds(3_600), refusalLingering: .milliseconds(200), connectionLimit: 1) { port, _ in
            let refused = try RawHTTPConnection(port: port, receiveTimeout: .seconds(30))
            try refused.transmit("GET / HTTP/1.1\r\nX-Large: \(String(repeating: "a", count: 200_000))\r\n\r\n")

            // The answer ends where the server stops sending; the connection itself lingers.
            let answer = await refused.readUntilClosed()
            // Only the lingering's end can give the one place back: this client never closes.
            var served = false
            let giveUp = ContinuousClock.now + .seconds(20)
            while !served, ContinuousClock.now < giveUp {
                let next = try RawHTTPConnection(port: port)
                try next.transmit(request(hosts: ["127.0.0.1:\(port)"]))
                served = await next.readUntilClosed().text.hasPrefix("HTTP/1.1 401")
            }

            #expect(answer.text.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(answer.text.prefix(200))")
            #expect(answer.text.hasSuffix("\r\n\r\nphotolist web reads request heads of at most 80 KB in at most 1,000 header fields; this one is larger.\n"))
            #expect(served, "no connection was served 20 s after the refusal")
            withExtendedLifetime(refused) {}
        }
    }

    @Test("given a refused head pipelined after a request, when sent, then the request before it is answered whole, then the refusal, and the connection closes")
    func pipelinedRefusalFollowsTheAnswerBefore() async throws {
        try await withServer(requestHeadTimeout: .seconds(3_600)) { port in
            let connection = try RawHTTPConnection(port: port, receiveTimeout: .seconds(30))
            try connection.transmit("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\nFOO / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")

            let reply = await connection.readUntilClosed()

            // The first answer whole (as long as its Content-Length says), then Hummingbird's own 400.
            #expect(reply.closed)
            let answers = reply.text.components(separatedBy: "HTTP/1.1 ").dropFirst()
            #expect(answers.map { String($0.prefix(3)) } == ["401", "400"], "\(reply.text.prefix(800))")
            let first = try #require(answers.first?.components(separatedBy: "\r\n\r\n"))
            let length = first[0].components(separatedBy: "\r\n").first { $0.lowercased().hasPrefix("content-length: ") }.flatMap { Int($0.dropFirst(16)) }
            #expect(length != nil && first.count == 2 && first[1].utf8.count == length)
        }
    }

    @Test("given a WebSocket upgrade without the run's token, when sent, then it is refused with a 4xx status, never switched to a socket")
    func socketWithoutTokenIsRefused() async throws {
        try await withServer { port in
            let connection = try RawHTTPConnection(port: port)
            try connection.transmit(
                "GET /s/anything/socket HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )

            let reply = await connection.readUntilClosed()

            // Hummingbird answers a refused upgrade 400 where a plain request gets the guard's 401.
            #expect(reply.text.hasPrefix("HTTP/1.1 4"), "\(reply.text.prefix(200))")
            #expect(!reply.text.contains("101 Switching Protocols"))
        }
    }

    @Test("given an HTTP/1.0 request without keep-alive (refused, or the page with the run's cookie) or a CONNECT, when answered, then the server closes the connection at once, as a client reading until the close expects", arguments: [
        ("GET / HTTP/1.0\r\n\r\n", "HTTP/1.1 400"), ("GET / HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\n\r\n", "HTTP/1.1 401"),
        ("GET / HTTP/1.0\r\nHost: 127.0.0.1:PORT\r\nCookie: photolist-web-PORT=TOKEN\r\n\r\n", "HTTP/1.1 200"),
        ("CONNECT 127.0.0.1:PORT HTTP/1.1\r\nHost: 127.0.0.1:PORT\r\nCookie: photolist-web-PORT=TOKEN\r\n\r\n", "HTTP/1.1 4"),
    ])
    func http10ConnectionCloses(request: String, status: String) async throws {
        // The head bound is far beyond the test's time limit: only the answer's end can close the connection.
        try await withServer(requestHeadTimeout: .seconds(3_600)) { port, token in
            let connection = try RawHTTPConnection(port: port, receiveTimeout: .seconds(30))
            try connection.transmit(request.replacingOccurrences(of: "PORT", with: "\(port)").replacingOccurrences(of: "TOKEN", with: token))

            let reply = await connection.readUntilClosed()

            #expect(reply.text.hasPrefix(status), "\(reply.text.prefix(200))")
            #expect(reply.closed, "the connection is still open 30 s after the answer")
        }
    }

    @Test("given the run's cookie and this server's Host, when the target names another host in absolute form, then that host is the one checked and the request is refused 403; naming this server, it is answered, unless no Host header or two came")
    func absoluteFormTargetsAreCheckedByTheirHost() async throws {
        try await withServer { port, token in
            func ask(_ target: String) async throws -> String {
                try await Self.reply(
                    to: "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n", port: port
                )
            }

            let foreign = try await ask("http://rebound.example:\(port)/")
            let foreignWithQuery = try await ask("HTTP://rebound.example?x=/")
            let own = try await ask("http://127.0.0.1:\(port)/app.js")
            let twoHosts = try await Self.reply(
                to: "GET http://127.0.0.1:\(port)/ HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: rebound.example\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n",
                port: port
            )

            #expect(foreign.hasPrefix("HTTP/1.1 403"), "\(foreign.prefix(200))")
            #expect(foreign.contains("this server answers only to its own address (Host: rebound.example:\(port))"), "\(foreign)")
            #expect(foreignWithQuery.hasPrefix("HTTP/1.1 403"), "\(foreignWithQuery.prefix(200))")
            #expect(own.hasPrefix("HTTP/1.1 200"), "\(own.prefix(200))")
            #expect(own.contains("text/javascript"), "\(own.prefix(400))")
            #expect(twoHosts.hasPrefix("HTTP/1.1 400"), "two Host headers are refused whatever the target: \(twoHosts.prefix(200))")
            let noHost = try await Self.reply(
                to: "GET http://127.0.0.1:\(port)/ HTTP/1.1\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n", port: port
            )
            #expect(noHost.hasPrefix("HTTP/1.1 400"), "a request without Host is refused whatever the target: \(noHost.prefix(200))")
        }
    }

    @Test("an absolute-form target's authority is what follows its scheme up to the path, query or fragment; other forms have none", arguments: [
        ("http://evil.example/", "evil.example"), ("http://127.0.0.1:8080", "127.0.0.1:8080"), ("HTTP://[::1]:80?q", "[::1]:80"),
        ("http://a@b.example#x", "a@b.example"), ("ws://host/s", "host"),
    ] as [(String, String)])
    func absoluteFormAuthority(target: String, authority: String) {
        #expect(AbsoluteFormHost.authority(of: target) == Substring(authority))
    }

    @Test("a target in origin form, asterisk form or authority form names no host of its own", arguments: ["/", "/http://x/", "*", "example.com:443", "/?u=http://x"])
    func otherFormsHaveNoAuthority(target: String) {
        #expect(AbsoluteFormHost.authority(of: target) == nil)
    }

    @Test("given the run's cookie, when the page is asked for with HEAD, then it is answered as GET is, with its length and no body")
    func headIsAnsweredAsGet() async throws {
        try await withServer { port, token in
            func ask(_ method: String) async throws -> String {
                let connection = try RawHTTPConnection(port: port)
                try connection.transmit(
                    "\(method) / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n"
                )
                return await connection.readUntilClosed().text
            }

            let get = try await ask("GET"), head = try await ask("HEAD")

            #expect(head.hasPrefix("HTTP/1.1 200"), "\(head.prefix(200))")
            let (getHead, getBody) = try #require(get.split(separator: "\r\n\r\n", maxSplits: 1).map(String.init).pairs)
            #expect(head == getHead + "\r\n\r\n", "the same head, no body")
            #expect(getHead.contains("Content-Length: \(getBody.utf8.count)"), "\(getHead)")
        }
    }

    @Test("given the run's cookie, when an address the web view has no route for is asked for, then the 404 says in one line where the photos are, instead of a blank page, and carries the security headers as every answer")
    func unknownAddressSaysWhereThePhotosAre() async throws {
        try await withServer { port, token in
            let connection = try RawHTTPConnection(port: port)
            try connection.transmit(
                "GET /no-such-page HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n"
            )
            let reply = await connection.readUntilClosed().text

            #expect(reply.hasPrefix("HTTP/1.1 404"), "\(reply.prefix(200))")
            #expect(reply.contains("Content-Type: text/plain; charset=utf-8"), "\(reply.prefix(400))")
            #expect(reply.contains("X-Content-Type-Options: nosniff"), "\(reply.prefix(600))")
            #expect(reply.hasSuffix("\r\n\r\nnothing here answers this request; the photos are at /\n"), "\(reply)")
        }
    }

    @Test(
        "given the run's cookie, when an address is asked with a method it does not take, then it answers 405 with the methods it takes in Allow and in one line",
        arguments: [
            ("GET /sessions", "POST"), ("DELETE /", "GET, HEAD"), ("PUT /app.js", "GET, HEAD"),
            ("GET /s/x/intents", "POST"), ("POST /s/x/image", "GET, HEAD"), ("OPTIONS /sessions", "POST"),
        ]
    )
    func wrongMethodIsRefused405NamingTheMethodsTaken(request: String, allowed: String) async throws {
        try await withServer { port, token in
            let reply = try await Self.reply(
                to: "\(request) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
                    + "Cookie: photolist-web-\(port)=\(token)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
                port: port
            )

            #expect(reply.hasPrefix("HTTP/1.1 405"), "\(reply.prefix(200))")
            #expect(reply.contains("\r\nAllow: \(allowed)\r\n"), "\(reply.prefix(600))")
            #expect(reply.contains("X-Content-Type-Options: nosniff"), "\(reply.prefix(600))")
            let words = allowed.replacingOccurrences(of: ", ", with: " or ")
            #expect(reply.hasSuffix("\r\n\r\nthis address takes \(words) only; the photos are at /\n"), "\(reply)")
        }
    }

    @Test("given the run's cookie, when HEAD is asked of an address that takes only POST, then the 405 names POST in Allow and has no body")
    func headOfAPostAddressIsRefusedWithoutABody() async throws {
        try await withServer { port, token in
            let reply = try await Self.reply(
                to: "HEAD /sessions HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n", port: port
            )

            #expect(reply.hasPrefix("HTTP/1.1 405"), "\(reply.prefix(200))")
            #expect(reply.contains("\r\nAllow: POST\r\n"), "\(reply)")
            #expect(reply.hasSuffix("\r\n\r\n"), "no body: \(reply)")
        }
    }

    @Test("given no cookie, when an address is asked with a method it does not take, then the access guard refuses it first, 401, and says nothing of its methods")
    func wrongMethodWithoutTheTokenIsRefusedByTheGuardFirst() async throws {
        try await withServer { port, _ in
            let reply = try await Self.reply(to: "GET /sessions HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", port: port)

            #expect(reply.hasPrefix("HTTP/1.1 401"), "\(reply.prefix(200))")
            #expect(!reply.contains("Allow:"), "\(reply)")
        }
    }

    @Test("given the run's cookie, when a method the web view answers nowhere (WebDAV's PROPFIND) is asked for, then the 404 still says where the photos are")
    func unknownMethodGetsTheWordedNotFound() async throws {
        try await withServer { port, token in
            let reply = try await Self.reply(
                to: "PROPFIND / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nCookie: photolist-web-\(port)=\(token)\r\nConnection: close\r\n\r\n",
                port: port
            )

            #expect(reply.hasPrefix("HTTP/1.1 404"), "\(reply.prefix(200))")
            #expect(reply.hasSuffix("\r\n\r\nnothing here answers this request; the photos are at /\n"), "\(reply)")
        }
    }

    @Test("given the run's cookie and a tab's session, when an intent larger than any the page sends is posted, then it is refused 413 with one line saying how large an intent may be")
    func oversizedIntentIsRefusedSayingWhy() async throws {
        try await withServer { port, token in
            let cookie = "Cookie: photolist-web-\(port)=\(token)\r\n"
            let session = try await Self.openSession(port: port, cookie: cookie)
            let body = String(repeating: "x", count: 20_000)
            let posting = try RawHTTPConnection(port: port, receiveTimeout: .seconds(2))
            try posting.transmit(
                "POST /s/\(session)/intents HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n\(cookie)"
                    + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            )
            let answer = await posting.readUntilClosed().text

            #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(300))")
            #expect(answer.contains("an intent is at most 16,384 bytes"), "\(answer.prefix(300))")
        }
    }

    @Test("given the run's cookie and a tab's session, when another site's page asks for the tab's WebSocket (which carries the tab's intents), then it is refused; from this server's own origin it switches")
    func socketFromAnotherOriginIsRefused() async throws {
        try await withServer { port, token in
            let cookie = "Cookie: photolist-web-\(port)=\(token)\r\n"
            let session = try await Self.openSession(port: port, cookie: cookie)
            func upgrade(origin: String, target: String? = nil) async throws -> String {
                // A switched connection stays open, so its read ends at this timeout: long enough for a
                // loaded machine to answer.
                let connection = try RawHTTPConnection(port: port, receiveTimeout: .seconds(3))
                try connection.transmit(
                    "GET \(target ?? "/s/\(session)/socket") HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\n\(cookie)"
                        + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
                )
                return await connection.readUntilClosed().text
            }

            let foreign = try await upgrade(origin: "http://evil.example")
            // The host an absolute-form target names is the one checked, on the socket's way as on every other.
            let rebound = try await upgrade(origin: "http://127.0.0.1:\(port)", target: "http://rebound.example:\(port)/s/\(session)/socket")
            let own = try await upgrade(origin: "http://127.0.0.1:\(port)")

            #expect(foreign.hasPrefix("HTTP/1.1 4") && !foreign.contains("101 Switching Protocols"), "\(foreign.prefix(200))")
            #expect(rebound.hasPrefix("HTTP/1.1 4") && !rebound.contains("101 Switching Protocols"), "\(rebound.prefix(200))")
            #expect(own.hasPrefix("HTTP/1.1 101"), "\(own.prefix(200))")
        }
    }
}

extension WebServerConnectionTests {
    @Test("given a limit of two connections, when a third opens, then it is answered 503 with the reason at once and closed, and once one of the two has closed a new one is served")
    func connectionsBeyondTheAllowanceAreRefused() async throws {
        try await withServer(connectionLimit: 2) { port, _ in
            let keptOpen = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            let first = try RawHTTPConnection(port: port), second = try RawHTTPConnection(port: port)
            for connection in [first, second] {
                try connection.transmit(keptOpen)
                // Answered (401, without the token), so the server holds it, open, before the next one comes.
                #expect(String(decoding: await connection.readSome(), as: UTF8.self).hasPrefix("HTTP/1.1 401"))
            }

            let third = try RawHTTPConnection(port: port)
            try? third.transmit(request(hosts: ["127.0.0.1:\(port)"]))
            let refused = await third.readUntilClosed()

            #expect(refused.text.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"), "\(refused.text.prefix(200))")
            #expect(refused.text.hasSuffix("open-file limit (ulimit -n) allows; try again when some have closed.\n"))
            #expect(refused.closed)
            first.hangUp()
            // The server frees the place when it sees the close, which a new connection may beat: ask until
            // one is served (each try is answered at once, so this waits on the server, not on a clock).
            var answer = ""
            for _ in 0..<500 where !answer.hasPrefix("HTTP/1.1 401") {
                let next = try RawHTTPConnection(port: port)
                try? next.transmit(request(hosts: ["127.0.0.1:\(port)"]))
                answer = await next.readUntilClosed().text
                #expect(answer.hasPrefix("HTTP/1.1 401") || answer.hasPrefix("HTTP/1.1 503"), "\(answer.prefix(200))")
            }
            #expect(answer.hasPrefix("HTTP/1.1 401"), "a place freed by a closed connection is taken again")
            _ = second
        }
    }

    @Test("given a stop asked for before the server runs, when it runs, then it hears from its listener once and returns by itself, not waiting to be cancelled")
    func aStopBeforeTheRunIsKept() async throws {
        let server = WebServer(screens: await makeScreens(), configuration: .init())
        let (stops, stop) = AsyncStream.makeStream(of: Void.self)
        stop.yield()
        let listened = Mutex(0)
        let end = try await server.run(until: stops) { _ in listened.withLock { $0 += 1 } }

        #expect(end.cancelledDownloads.isEmpty && end.unstoredFavorites == nil)
        #expect(listened.withLock { $0 } == 1)
    }

    @Test("given a stop, when the server ends, then it takes the favourites' checkpoint when the stop arrives, waits for their changes since it, and returns what that wait says was not stored")
    func theStopReportsTheFavoriteChangesNotStored() async throws {
        let refusal = DomainError.storage(StorageFailure(.library, path: "library.sqlite", reason: .full))
        let changes = await RecordedFavoriteChanges(report: ErrorDisplay(favoriteChangesNotStored: 2, lastRefusal: refusal))
        let server = WebServer(screens: await makeScreens(favoriteChanges: changes), configuration: .init())
        let (stops, stop) = AsyncStream.makeStream(of: Void.self)
        stop.yield()

        let end = try await server.run(until: stops) { _ in }

        #expect(end.unstoredFavorites?.message.hasPrefix("2 favourite changes were not stored: the disk holding") == true)
        #expect(end.unstoredFavorites?.error == refusal)
        #expect(await changes.calls == ["checkpoint", "changesStored(since: the checkpoint)"])
    }

    @Test("a place is taken up to the limit and can be taken again once given back")
    func allowanceTakesAndGivesBack() {
        let allowance = ConnectionAllowance(limit: 2)
        #expect(allowance.take() && allowance.take())
        #expect(!allowance.take())
        allowance.giveBack()
        #expect(allowance.take())
        #expect(allowance.count == 2)
        #expect(ConnectionAllowance(limit: 0).limit == 1, "one at least, whatever the open-file limit left")
        #expect(ConnectionAllowance(limit: nil).limit == Int.max)
    }
}

private extension Array where Element == String {
    /// The two parts of a split in two, or nil.
    var pairs: (String, String)? {
        count == 2 ? (self[0], self[1]) : nil
    }
}
