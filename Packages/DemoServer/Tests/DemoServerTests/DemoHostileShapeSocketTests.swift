@testable import DemoServer
import Foundation
import Testing

@Suite("Hostile shapes over a real socket", .timeLimit(.minutes(1)))
struct DemoHostileShapeSocketTests {
    private static let catalog = DemoCatalog(count: 50)
    private let imageTarget = "/images/\(DemoCatalog.id(at: 3))?w=64"

    /// What a `Connection: close` GET for `target` receives under `faults`, and what the server answers
    /// without them (for the same `Host`).
    private func fetch(_ target: String, _ faults: DemoFaultRule...) async throws -> (LoopbackSocket.Exchange, normal: DemoResponse) {
        let server = try await DemoServer.start(catalog: Self.catalog, faults: faults)
        let exchange = try LoopbackSocket.exchange(port: server.port, target: target)
        try await server.shutdown()
        let normal = DemoRouter(catalog: Self.catalog).respond(to: DemoRequest(method: "GET", target: target, host: "127.0.0.1:\(server.port)"))
        return (exchange, normal)
    }

    private func rule(_ text: String) throws -> DemoFaultRule {
        try #require(DemoFaultRule(parsing: text))
    }

    private func occurrences(of text: String, in body: [UInt8]) -> Int {
        String(decoding: body, as: UTF8.self).components(separatedBy: text).count - 1
    }

    /// The photo objects of `body` without `keys`, to compare what the fault must leave alone.
    private func photos(_ body: [UInt8], results: Bool = false, without keys: (Int) -> [String]) throws -> [NSDictionary] {
        let parsed = try JSONSerialization.jsonObject(with: Data(body))
        let list = try #require(results ? (parsed as? [String: Any])?["results"] as? [[String: Any]] : parsed as? [[String: Any]])
        return list.enumerated().map { position, photo in
            NSDictionary(dictionary: photo.filter { !keys(position).contains($0.key) })
        }
    }

    @Test("given extreme-numbers, when a page of six is fetched, then each position gets its hostile numbers, the reset is far off, and the rest is unchanged")
    func extremeNumbersOnAPage() async throws {
        let (exchange, normal) = try await fetch("/photos?per_page=6", try rule("list:extreme-numbers"))
        let list = try #require(try JSONSerialization.jsonObject(with: Data(exchange.body)) as? [[String: Any]])

        #expect(exchange.head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(exchange.header("X-Ratelimit-Reset") == "9223372036854775807")
        #expect(list.count == 6)
        #expect(occurrences(of: #""width":1}"#, in: exchange.body) == 2)  // positions 0 and 5 (5 % 5 = 0)
        #expect(occurrences(of: #""height":1e18,"#, in: exchange.body) == 2)
        #expect(list[1]["likes"] as? Int == Int.max)
        #expect(list[2]["width"] as? Int == 0)
        #expect([list[3]["width"], list[3]["height"], list[3]["likes"]].map { $0 as? Int } == [-1, -1, -1])
        #expect(list[4]["height"] as? Double == 1e300)
        #expect(occurrences(of: #""likes":18446744073709551616,"#, in: exchange.body) == 1)
        let rewritten = { (position: Int) in DemoExtremeNumbers.rows[position % 5].map(\.key) }
        #expect(try photos(exchange.body, without: rewritten) == photos(normal.body, without: rewritten))
    }

    @Test("given extreme-numbers, when a detail and a search are fetched, then the detail's counts and the results' numbers are hostile")
    func extremeNumbersOnDetailAndSearch() async throws {
        let (detail, _) = try await fetch("/photos/\(DemoCatalog.id(at: 7))", try rule("extreme-numbers"))
        let (search, normal) = try await fetch("/search/photos?query=a&per_page=3", try rule("extreme-numbers"))

        let detailText = String(decoding: detail.body, as: UTF8.self)
        #expect(detailText.contains(#""downloads":99999999999999999999,"#) && detailText.contains(#""height":1e18,"#))
        #expect(detailText.contains(#""views":-1,"width":1}"#))
        #expect(detailText.contains(#""id":"\#(DemoCatalog.id(at: 7))""#))
        let page = try #require(try JSONSerialization.jsonObject(with: Data(search.body)) as? [String: Any])
        let original = try #require(try JSONSerialization.jsonObject(with: Data(normal.body)) as? [String: Any])
        #expect(page["total"] as? Int == original["total"] as? Int)
        #expect((page["results"] as? [[String: Any]])?[1]["likes"] as? Int == Int.max)
        let rewritten = { (position: Int) in DemoExtremeNumbers.rows[position % 5].map(\.key) }
        #expect(try photos(search.body, results: true, without: rewritten) == photos(normal.body, results: true, without: rewritten))
    }

    @Test("given item-flood=1, when a page and a search are fetched, then each is exactly 1 MiB of JSON holding only empty items")
    func itemFlood() async throws {
        let (list, _) = try await fetch("/photos", try rule("item-flood=1"))
        let (search, _) = try await fetch("/search/photos?query=a", try rule("item-flood=1"))

        #expect(list.head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(list.header("Content-Length") == String(1 << 20) && list.body.count == 1 << 20)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]])
        #expect(items.count > 300_000 && items.allSatisfy(\.isEmpty))
        #expect(list.header("X-Total") == String(items.count))
        #expect(search.body.count == 1 << 20)
        let page = try #require(try JSONSerialization.jsonObject(with: Data(search.body)) as? [String: Any])
        let results = try #require(page["results"] as? [[String: Any]])
        #expect(page["total"] as? Int == results.count && page["total_pages"] as? Int == 1)
        #expect(String(decoding: search.body.prefix(9), as: UTF8.self) == #"{"total":"#)
    }

    @Test("given gzip-bomb=1 on the image and download routes, when fetched, then a body of about a kilobyte inflates to 1 MiB of zeros")
    func gzipBomb() async throws {
        let (image, _) = try await fetch(imageTarget, try rule("image:gzip-bomb=1"))
        let (download, _) = try await fetch("/photos/\(DemoCatalog.id(at: 3))/download", try rule("download:gzip-bomb=1"))

        for (exchange, type) in [(image, "image/jpeg"), (download, "application/json")] {
            #expect(exchange.head.hasPrefix("HTTP/1.1 200 OK"))
            #expect(exchange.header("Content-Encoding") == "gzip" && exchange.header("Content-Type") == type)
            #expect(exchange.header("Content-Length") == String(exchange.body.count) && exchange.body.count < 1_200)
            let inflated = try GzipTool.inflate(exchange.body)
            #expect(inflated.count == 1 << 20 && inflated.allSatisfy { $0 == 0 })
        }
    }

    @Test("given no-length on the image route, when fetched, then the JPEG comes with no length or chunking and ends with the close")
    func noLength() async throws {
        let (exchange, normal) = try await fetch(imageTarget, try rule("image:no-length"))

        #expect(exchange.head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(exchange.header("Content-Length") == nil && exchange.header("Transfer-Encoding") == nil)
        #expect(exchange.header("Content-Type") == "image/jpeg" && exchange.header("Connection") == "close")
        #expect(exchange.body == normal.body)
        #expect(exchange.endError == 0)
    }

    @Test("given no-length=1 on the image route, when fetched, then 1 MiB arrives undeclared: the JPEG, then zeros")
    func noLengthPadded() async throws {
        let (exchange, normal) = try await fetch(imageTarget, try rule("image:no-length=1"))

        #expect(exchange.header("Content-Length") == nil && exchange.header("Transfer-Encoding") == nil)
        #expect(exchange.body.count == 1 << 20)
        #expect(Array(exchange.body.prefix(normal.body.count)) == normal.body)
        #expect(exchange.body.dropFirst(normal.body.count).allSatisfy { $0 == 0 })
    }

    @Test("given not-image and empty on the image route, when fetched, then a JPEG type carries HTML, and an empty body is 0 bytes")
    func notImageAndEmpty() async throws {
        let (html, _) = try await fetch(imageTarget, try rule("image:not-image"))
        let (empty, _) = try await fetch(imageTarget, try rule("image:empty"))

        #expect(html.head.hasPrefix("HTTP/1.1 200 OK") && html.header("Content-Type") == "image/jpeg")
        #expect(String(decoding: html.body, as: UTF8.self).hasPrefix("<!doctype html>"))
        #expect(empty.head.hasPrefix("HTTP/1.1 200 OK") && empty.header("Content-Length") == "0")
        #expect(empty.body.isEmpty && empty.endError == 0)
    }

    @Test("given drip on the image route, when fetched, then the whole JPEG still arrives byte by byte")
    func dripsAnImage() async throws {
        let (exchange, normal) = try await fetch(imageTarget, DemoFaultRule(route: .image, fault: .drip(interval: .microseconds(20))))

        #expect(exchange.head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(exchange.header("Content-Length") == String(normal.body.count))
        #expect(exchange.body == normal.body && exchange.body.starts(with: [0xFF, 0xD8]))
    }

    @Test("given http09, when a page is fetched, then the bytes received are the bare JSON body with no status line or headers")
    func http09() async throws {
        let (exchange, normal) = try await fetch("/photos?per_page=2", try rule("list:http09"))

        #expect(exchange.bytes == normal.body)
        #expect(exchange.bytes.first == UInt8(ascii: "["))
        #expect(exchange.endError == 0)
    }

    @Test("given garbage-status, when a page is fetched, then the status line is HELLO 200 OK and the headers and body follow as normal")
    func garbageStatus() async throws {
        let (exchange, normal) = try await fetch("/photos?per_page=2", try rule("garbage-status"))

        #expect(exchange.head.hasPrefix("HELLO 200 OK\r\n"))
        #expect(exchange.header("Content-Length") == String(normal.body.count))
        #expect(exchange.header("Content-Type") == "application/json" && exchange.header("Link") != nil)
        #expect(exchange.body == normal.body)
    }

    @Test("given huge-header=200, when a page is fetched, then one header line is longer than 200 KB and the answer is otherwise normal")
    func hugeHeader() async throws {
        let (exchange, normal) = try await fetch("/photos?per_page=2", try rule("huge-header=200"))

        #expect(exchange.head.hasPrefix("HTTP/1.1 200 OK"))
        #expect(exchange.header("X-Padding")?.count == 200 << 10)
        #expect(exchange.head.components(separatedBy: "\r\n").contains { $0.utf8.count > 200_000 })
        #expect(exchange.body == normal.body)
    }
}
