@testable import DemoServer
import Foundation
import Testing

@Suite("Hostile shapes: the bytes the injector describes")
struct DemoHostileShapeTests {
    private let request = DemoRequest(method: "GET", target: "/photos", host: nil)

    @Test("given every item-flood size, when the body is described, then it is exactly that many bytes in both shapes", arguments: 1...15)
    func itemFloodSizes(megabytes: Int) {
        for searchShaped in [false, true] {
            let flood = DemoItemFlood.body(bytes: megabytes << 20, searchShaped: searchShaped)
            #expect(flood.body.count == megabytes << 20)
            #expect(flood.items > (megabytes << 20) / 3 - 20)
        }
    }

    @Test("given a body that is not a photo page, when extreme numbers are applied, then nothing is rewritten")
    func extremeNumbersNeedPhotos() {
        #expect(DemoExtremeNumbers.rewriting(Array(#"{"url":"http://h/images/a"}"#.utf8)) == nil)
        #expect(DemoExtremeNumbers.rewriting([0xFF, 0xD8, 0xFF]) == nil)
        #expect(DemoExtremeNumbers.rewriting(Array("[1,2]".utf8)) == Array("[1,2]".utf8))
    }

    @Test("given extreme-numbers on the image route, when delivered, then the JPEG is untouched and only the reset header is added")
    func extremeNumbersLeaveImagesAlone() throws {
        let jpeg = DemoResponse(status: 200, headers: [("Content-Type", "image/jpeg")], body: [0xFF, 0xD8, 0xFF, 0xD9])
        let injector = DemoFaultInjector(rules: [DemoFaultRule(route: .all, fault: .extremeNumbers)])
        guard case .respond(let response) = injector.delivery(for: request, respond: { jpeg }) else {
            Issue.record("not a plain response")
            return
        }
        #expect(response.body == jpeg.body)
        #expect(response.headers.map(\.0) == ["Content-Type", "X-Ratelimit-Reset"])
    }

    @Test("given the raw faults, when delivered, then they are raw bytes and the streamed ones declare their whole size")
    func deliveryKinds() {
        let normal = DemoResponse.json(Array("[]".utf8))
        func delivery(_ fault: DemoFault) -> DemoDelivery {
            DemoFaultInjector(rules: [DemoFaultRule(route: .all, fault: fault)]).delivery(for: request) { normal }
        }
        for fault in [DemoFault.http09, .garbageStatusLine, .noContentLength(paddedTo: nil)] {
            guard case .raw = delivery(fault) else { Issue.record("\(fault) is not raw"); continue }
        }
        guard case .streamed(200, let headers, let body) = delivery(.gzipBomb(inflatedBytes: 1 << 20)) else {
            Issue.record("gzip-bomb is not streamed")
            return
        }
        #expect(headers.contains { $0 == ("Content-Encoding", "gzip") } && body.count < 1_200)
    }
}
