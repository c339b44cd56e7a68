@testable import DemoServer
import Testing

@Suite("DemoStreamedBody: bodies sent in pieces")
struct DemoStreamedBodyTests {
    private let body = DemoStreamedBody(segments: [
        .bytes(Array("[{}".utf8)), .repeated(Array(",{}".utf8), times: 10), .bytes([]), .repeated([7], times: 0), .bytes(Array("]".utf8)),
    ])

    @Test("given bytes and repeated patterns, when split into pieces, then the pieces join up to the whole body in order")
    func piecesJoinUp() {
        let expected = Array(("[{}" + String(repeating: ",{}", count: 10) + "]").utf8)
        #expect(body.count == expected.count)
        #expect(body.bytes == expected)
        for size in [1, 2, 3, 4, 7, 64] {
            #expect(body.chunks(maximumSize: size).flatMap { $0 } == expected, "pieces of \(size)")
        }
    }

    @Test("given a maximum size, when split, then no piece is larger unless one pattern is, and none is empty")
    func piecesAreBounded() {
        let sizes = body.chunks(maximumSize: 7).map(\.count)
        #expect(sizes.allSatisfy { (1...7).contains($0) })
        #expect(body.chunks(maximumSize: 2).allSatisfy { $0.count <= 3 })  // ",{}" is never split
    }

    @Test("given a gigabyte of one repeated byte, when its size is asked, then it is known without building it")
    func largeBodiesCostNothing() {
        let huge = DemoStreamedBody(segments: [.repeated([0], times: 1 << 30)])
        var chunks = huge.chunks()
        #expect(huge.count == 1 << 30)
        #expect(chunks.next()?.count == 1 << 16)
    }
}
