@testable import DemoServer
import Foundation
import Testing

@Suite("ZeroRunGzip: the gzip-bomb body", .timeLimit(.minutes(1)))
struct ZeroRunGzipTests {
    /// CRC-32 one bit at a time, the textbook way, to check the fast one against.
    private func referenceCRC32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test("given runs of zeros, when their CRC-32 is computed by squaring, then it equals the bit-by-bit CRC", arguments: [
        0, 1, 2, 7, 258, 1_000, 65_537,
    ])
    func crcOfZeros(count: Int) {
        #expect(CRC32.ofZeros(count: count) == referenceCRC32([UInt8](repeating: 0, count: count)))
    }

    @Test("given a size, when its gzip bomb is inflated by gzip, then exactly that many zeros come out", arguments: [
        1, 2, 258, 259, 260, 517, 1_000, (1 << 20) + 3,
    ])
    func inflatesToZeros(count: Int) throws {
        let inflated = try GzipTool.inflate(ZeroRunGzip.body(inflatingTo: count).bytes)
        #expect(inflated.count == count)
        #expect(inflated.allSatisfy { $0 == 0 })
    }

    @Test("given 2 GiB of zeros, when encoded, then the file is about a thousandth of that, mostly one repeated zero byte")
    func ratio() throws {
        let body = ZeroRunGzip.body(inflatingTo: 2 << 30)
        #expect((2_000_000...2_100_000).contains(body.count))
        guard case .repeated([0], let times) = body.segments[1] else {
            Issue.record("no run of zero bytes in \(body.segments.count) segments")
            return
        }
        #expect(body.count - times < 100)
    }

    @Test("given 4 GiB and 5 bytes of zeros, when encoded, then the trailer holds their CRC and the size modulo 2^32")
    func trailerWraps() throws {
        let body = ZeroRunGzip.body(inflatingTo: (4 << 30) + 5)
        guard case .bytes(let tail) = body.segments.last else {
            Issue.record("the body does not end in plain bytes")
            return
        }
        let trailer = Array(tail.suffix(8))
        #expect(Array(trailer[4...]) == [5, 0, 0, 0])
        let crc = trailer[..<4].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * $1.offset) }
        #expect(crc == CRC32.ofZeros(count: (4 << 30) + 5))
    }
}
