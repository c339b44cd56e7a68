@testable import DemoServer
import Foundation
import Testing

@Suite("Fault rules: what `--fault` accepts")
struct DemoFaultParsingTests {
    @Test("given rule texts, when parsed, then the route and fault come out", arguments: [
        ("list:status=503", DemoFaultRule(route: .list, fault: .status(503))),
        ("search:text-status=500", DemoFaultRule(route: .search, fault: .textStatus(500))),
        ("rate-limit", DemoFaultRule(route: .all, fault: .rateLimitExceeded)),
        ("detail:retry-after=2", DemoFaultRule(route: .detail, fault: .tooManyRequests(retryAfterSeconds: 2))),
        ("all:delay=1.5", DemoFaultRule(route: .all, fault: .delayedHeaders(.milliseconds(1_500)))),
        ("image:drip=0.25", DemoFaultRule(route: .image, fault: .drip(interval: .milliseconds(250)))),
        ("oversize", DemoFaultRule(route: .all, fault: .oversizeBody(bytes: 32 << 20))),
        ("download:oversize=2", DemoFaultRule(route: .download, fault: .oversizeBody(bytes: 2 << 20))),
        ("list:redirect-file", DemoFaultRule(route: .list, fault: .redirectToFile)),
        ("search:extreme-numbers", DemoFaultRule(route: .search, fault: .extremeNumbers)),
        ("item-flood", DemoFaultRule(route: .all, fault: .itemFlood(bytes: 15 << 20))),
        ("list:item-flood=3", DemoFaultRule(route: .list, fault: .itemFlood(bytes: 3 << 20))),
        ("image:gzip-bomb", DemoFaultRule(route: .image, fault: .gzipBomb(inflatedBytes: 2_048 << 20))),
        ("download:gzip-bomb=16384", DemoFaultRule(route: .download, fault: .gzipBomb(inflatedBytes: 16_384 << 20))),
        ("image:no-length", DemoFaultRule(route: .image, fault: .noContentLength(paddedTo: nil))),
        ("image:no-length=1048576", DemoFaultRule(route: .image, fault: .noContentLength(paddedTo: 1 << 40))),
        ("image:not-image", DemoFaultRule(route: .image, fault: .notImage)),
        ("http09", DemoFaultRule(route: .all, fault: .http09)),
        ("detail:garbage-status", DemoFaultRule(route: .detail, fault: .garbageStatusLine)),
        ("huge-header", DemoFaultRule(route: .all, fault: .hugeHeader(bytes: 200 << 10))),
        ("list:huge-header=1", DemoFaultRule(route: .list, fault: .hugeHeader(bytes: 1 << 10))),
        ("file:truncate*1", DemoFaultRule(route: .file, fault: .truncated, times: 1)),
        ("status=503*1000000", DemoFaultRule(route: .all, fault: .status(503), times: 1_000_000)),
        ("list:status=500@2", DemoFaultRule(route: .list, fault: .status(500), from: 2)),
        ("list:status=500@3*1", DemoFaultRule(route: .list, fault: .status(500), times: 1, from: 3)),
    ])
    func parses(_ text: String, _ expected: DemoFaultRule) {
        #expect(DemoFaultRule(parsing: text) == expected)
    }

    @Test("given a rule for downloaded files, then it covers a picture asked without a size and no sized picture")
    func fileRuleCoversDownloadsOnly() throws {
        let rule = try #require(DemoFaultRule(parsing: "file:drip=0.05"))

        #expect(rule.applies(to: DemoRequest(method: "GET", target: "/images/abc?ixid=demo&fm=jpg", host: nil)))
        #expect(!rule.applies(to: DemoRequest(method: "GET", target: "/images/abc?w=400&h=300", host: nil)))
        #expect(!rule.applies(to: DemoRequest(method: "GET", target: "/photos/abc/download", host: nil)))
        #expect(try #require(DemoFaultRule(parsing: "image:drip=0.05")).applies(to: DemoRequest(method: "GET", target: "/images/abc", host: nil)))
    }

    @Test("given nonsense, when parsed, then no rule comes out", arguments: [
        "", "lists:empty", "status", "status=99", "status=abc", "drip=0", "delay=-1", "truncate=3", "oversize=0", "bogus",
        "extreme-numbers=1", "item-flood=0", "item-flood=16", "gzip-bomb=0", "gzip-bomb=16385", "no-length=0",
        "no-length=x", "not-image=1", "http09=1", "garbage-status=1", "huge-header=0", "huge-header=16385", "slow-first-byte=1",
        "truncate*0", "truncate*-1", "truncate*", "truncate*x", "truncate*1000001", "file:status=503*2*2", "*1",
        "truncate@0", "truncate@", "truncate@x", "truncate@1000001", "truncate*1@2", "@2", "list:status=500@2@3",
    ])
    func rejects(_ text: String) {
        #expect(DemoFaultRule(parsing: text) == nil)
    }

    @Test("given a rule with one wrong part, when parsed, then the refusal names that part and what it may be", arguments: [
        ("status=99", "status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        // A 1xx answer is informational, never a request's last; a 304 carries no body.
        ("status=100", "status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        ("status=304", "status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        ("text-status=199", "text-status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        ("status", "status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        ("drip=0", "drip=SECONDS takes a number of seconds from 0.001, at most 3600"),
        ("drip=0.0004", "drip=SECONDS takes a number of seconds from 0.001, at most 3600"),
        ("delay=-1", "delay=SECONDS takes a number of seconds from 0, at most 3600"),
        ("retry-after=x", "retry-after=SECONDS takes a whole number from 0 to 86400"),
        ("item-flood=16", "item-flood=MEGABYTES takes a whole number from 1 to 15"),
        ("no-length=0", "no-length=MEGABYTES takes a whole number from 1 to 1048576"),
        ("truncate=3", "truncate takes no value"),
        ("lists:empty", "'lists' is no route; the routes are list, search, detail, download, random, topics, collections, users, image, file, api, all"),
        ("truncate@0", "@N takes a whole number from 1 to 1000000"),
        ("truncate*x", "*M takes a whole number from 1 to 1000000"),
        (String(repeating: "x", count: 101), "a rule is at most 100 characters long"),
        ("a" + String(repeating: "\u{301}", count: 200), "a rule is at most 100 characters long"),
        ("status=" + String(repeating: "5", count: 93), "status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        ("list:\u{1}\u{7}truncate", "a rule is written in ASCII letters, digits and punctuation, with no spaces or control characters"),
        ("status=5\u{1B}[31m00", "a rule is written in ASCII letters, digits and punctuation, with no spaces or control characters"),
        ("\u{202E}eurt", "a rule is written in ASCII letters, digits and punctuation, with no spaces or control characters"),
        (" search:reset", "a rule is written in ASCII letters, digits and punctuation, with no spaces or control characters"),
    ])
    func refusalSaysWhy(text: String, reason: String) {
        #expect(throws: DemoFaultRefusal(reason)) { try DemoFaultRule.parse(text) }
    }

    @Test("given a name that is no fault, when parsed, then the refusal lists every fault's name once")
    func unknownNameListsTheFaults() throws {
        let refusal = try #require(throws: DemoFaultRefusal.self) { try DemoFaultRule.parse("bogus") }
        let prefix = "'bogus' is no fault; the faults are "
        #expect(refusal.description.hasPrefix(prefix))
        let listed = refusal.description.dropFirst(prefix.count).components(separatedBy: ", ")
        let names = DemoFault.syntax.map { String($0.prefix { $0 != "=" }) }
        #expect(listed.count == Set(listed).count, "each once")
        #expect(Set(listed) == Set(names))
    }

    @Test("given every documented fault name, when parsed with a sample value, then each is accepted")
    func everyDocumentedNameParses() {
        let samples = DemoFault.syntax.map {
            $0.replacingOccurrences(of: "CODE", with: "500").replacingOccurrences(of: "SECONDS", with: "1")
                .replacingOccurrences(of: "MEGABYTES", with: "1").replacingOccurrences(of: "KILOBYTES", with: "1")
        }
        let parsed = Set(samples.compactMap(DemoFault.init(parsing:)))
        #expect(parsed.count == DemoFault.syntax.count)
    }
}

@Suite("Fault injector: the bytes of each fault")
struct DemoFaultInjectorTests {
    private let normal = DemoResponse.json(Array(#"[{"id":"abc","description":"lake"}]"#.utf8), headers: [("X-Ratelimit-Remaining", "4999")])
    private let request = DemoRequest(method: "GET", target: "/photos?page=2", host: nil)

    private func deliver(_ fault: DemoFault, route: DemoRoute = .all) -> DemoDelivery {
        DemoFaultInjector(rules: [DemoFaultRule(route: route, fault: fault)]).delivery(for: request) { normal }
    }

    private func response(_ delivery: DemoDelivery) -> DemoResponse? {
        if case .respond(let response) = delivery { return response }
        return nil
    }

    @Test("given a rule limited to two requests, when three come, then the first two get the fault and the third the normal answer")
    func aLimitedRuleIsSpent() throws {
        let injector = DemoFaultInjector(rules: [try #require(DemoFaultRule(parsing: "status=503*2"))])

        let statuses = (0..<3).map { _ in response(injector.delivery(for: request) { normal })?.status }

        #expect(statuses == [503, 503, 200])
    }

    @Test("given a rule from the second request on, alone and limited to one, when four come, then the first gets the normal answer and the fault starts with the second, for one request when limited")
    func aRuleStartsAtItsRequest() throws {
        func statuses(_ rule: String) throws -> [Int?] {
            let injector = DemoFaultInjector(rules: [try #require(DemoFaultRule(parsing: rule))])
            return (0..<4).map { _ in response(injector.delivery(for: request) { normal })?.status }
        }

        #expect(try statuses("status=503@2") == [200, 503, 503, 503])
        #expect(try statuses("status=503@2*1") == [200, 503, 200, 200])
    }

    @Test("given a spent rule and another that covers the request, when a request comes, then the next rule answers it")
    func aSpentRuleGivesWayToTheNext() throws {
        let rules = try ["status=503*1", "status=500"].map { try #require(DemoFaultRule(parsing: $0)) }
        let injector = DemoFaultInjector(rules: rules)

        let statuses = (0..<3).map { _ in response(injector.delivery(for: request) { normal })?.status }

        #expect(statuses == [503, 500, 500])
    }

    @Test("given a rule for another route, when a list request comes, then the normal answer is delivered")
    func otherRoutesAreUntouched() {
        let delivered = response(deliver(.status(500), route: .search))
        #expect(delivered?.status == 200)
        #expect(delivered?.body == normal.body)
    }

    @Test("given status and text-status, when delivered, then the status carries JSON errors or plain text")
    func statusBodies() throws {
        let json = try #require(response(deliver(.status(502))))
        #expect(json.status == 502)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.body)) as? [String: [String]]
        #expect(decoded?["errors"]?.first?.contains("502") == true)
        let text = try #require(response(deliver(.textStatus(500))))
        #expect(text.status == 500)
        #expect(text.headers.contains { $0 == ("Content-Type", "text/plain") })
    }

    @Test("given the rate-limit faults, when delivered, then 403 says Rate Limit Exceeded and 429 carries Retry-After")
    func rateLimits() throws {
        let exceeded = try #require(response(deliver(.rateLimitExceeded)))
        #expect(exceeded.status == 403)
        #expect(String(decoding: exceeded.body, as: UTF8.self) == "Rate Limit Exceeded")
        let tooMany = try #require(response(deliver(.tooManyRequests(retryAfterSeconds: 7))))
        #expect(tooMany.status == 429)
        #expect(tooMany.headers.contains { $0 == ("Retry-After", "7") })
    }

    @Test("given invalid-utf8, when delivered, then the first string holds invalid bytes and nothing else changed")
    func invalidUTF8() throws {
        let corrupted = try #require(response(deliver(.invalidUTF8)))
        #expect(String(validating: corrupted.body, as: UTF8.self) == nil)
        let removed = corrupted.body.filter { ![0x80, 0xC3, 0x28, 0xFF].contains($0) }
        #expect(removed == normal.body.filter { ![0x80, 0xC3, 0x28, 0xFF].contains($0) })
        #expect(Array(corrupted.body[8..<12]) == [0x80, 0xC3, 0x28, 0xFF])
    }

    @Test("given quota-zero, when delivered, then the body is normal and the remaining quota reads 0 once")
    func quotaZero() throws {
        let delivered = try #require(response(deliver(.quotaExhausted)))
        #expect(delivered.body == normal.body)
        #expect(delivered.headers.filter { $0.0 == "X-Ratelimit-Remaining" }.map(\.1) == ["0"])
    }

    @Test("given the redirect faults, when delivered, then one points back at itself and one at a file")
    func redirects() throws {
        let loop = try #require(response(deliver(.redirectLoop)))
        #expect(loop.status == 302)
        #expect(loop.headers.contains { $0 == ("Location", "/photos?page=2") })
        let file = try #require(response(deliver(.redirectToFile)))
        #expect(file.headers.contains { $0 == ("Location", "file:///etc/passwd") })
    }

    @Test("given the body faults, when delivered, then they are empty, not JSON, HTML, or oversize but valid")
    func bodies() throws {
        #expect(try #require(response(deliver(.emptyBody))).body.isEmpty)
        let malformed = try #require(response(deliver(.malformedJSON)))
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(malformed.body)) }
        let html = try #require(response(deliver(.html)))
        #expect(String(decoding: html.body, as: UTF8.self).hasPrefix("<!doctype html>"))
        let oversize = try #require(response(deliver(.oversizeBody(bytes: 1 << 20))))
        #expect(oversize.body.count == 1 << 20)
        #expect(try JSONSerialization.jsonObject(with: Data(oversize.body)) as? [Any] != nil)
    }
}

@Suite("Fault injection over a real socket", .timeLimit(.minutes(1)))
struct DemoFaultSocketTests {
    private func server(_ rule: String) async throws -> DemoServer {
        try await DemoServer.start(catalog: DemoCatalog(count: 50), faults: [try #require(DemoFaultRule(parsing: rule))])
    }

    @Test("given truncate, when a page is fetched, then fewer bytes than declared arrive before the close")
    func truncates() async throws {
        let server = try await server("list:truncate")
        let exchange = try LoopbackSocket.exchange(port: server.port, target: "/photos")
        try await server.shutdown()

        let declared = try #require(exchange.header("Content-Length").flatMap { Int($0) })
        #expect(exchange.head.hasPrefix("HTTP/1.1 200"))
        #expect(exchange.body.count == declared / 2)
    }

    @Test("given reset, when a page is requested, then the connection is reset with no answer")
    func resets() async throws {
        let server = try await server("reset")
        let exchange = try LoopbackSocket.exchange(port: server.port, target: "/photos")
        try await server.shutdown()

        #expect(exchange.bytes.isEmpty)
        #expect(exchange.endError == ECONNRESET)
    }

    @Test("given drip and delay, when a missing path is requested, then the whole answer still arrives")
    func dripsAndDelays() async throws {
        let server = try await DemoServer.start(
            catalog: DemoCatalog(count: 5),
            faults: [DemoFaultRule(route: .detail, fault: .drip(interval: .milliseconds(1))), DemoFaultRule(route: .all, fault: .delayedHeaders(.milliseconds(10)))]
        )
        let dripped = try LoopbackSocket.exchange(port: server.port, target: "/photos/unknown")
        let delayed = try LoopbackSocket.exchange(port: server.port, target: "/nowhere")
        try await server.shutdown()

        #expect(dripped.head.hasPrefix("HTTP/1.1 404"))
        #expect(String(decoding: dripped.body, as: UTF8.self) == #"{"errors":["Couldn't find Photo"]}"#)
        #expect(delayed.head.hasPrefix("HTTP/1.1 404"))
        #expect(String(decoding: delayed.body, as: UTF8.self) == #"{"errors":["Not found"]}"#)
    }
}
