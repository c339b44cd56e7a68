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
}
