@testable import CurlNetworking
import Foundation
import Networking
import Synchronization
import Testing

/// How often a download's file reports its progress: by bytes on a fast link, by time on a slow one.
@Suite("Curl file sink progress")
struct CurlFileSinkTests {
    /// A clock that moves only when the test moves it.
    private final class ManualClock: Sendable {
        private let instant = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { instant.withLock { $0 } }
        func advance(by duration: Duration) { instant.withLock { $0 += duration } }
    }

    /// The `written` figure of each report.
    private final class Reports: Sendable {
        private let written = Mutex<[Int64]>([])
        var values: [Int64] { written.withLock { $0 } }
        func record(_ bytes: Int64) { written.withLock { $0.append(bytes) } }
    }

    private func withSink(_ body: (CurlFileSink, ManualClock, Reports) throws -> Void) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let (clock, reports) = (ManualClock(), Reports())
        let sink = try CurlFileSink(file: file, now: { clock.now }) { reports.record($0.receivedBytes) }
        try body(sink, clock, reports)
    }

    private func write(_ count: Int, to sink: CurlFileSink, of expected: Int64) -> Bool {
        [UInt8](repeating: 0x5A, count: count).withUnsafeBytes { sink.write($0, expectedBytes: expected) }
    }

    @Test("given a 243 KB file arriving a few KB at a time, when writes come a quarter second or more after the last report, then they are reported; writes sooner than that are not")
    func aSlowLinkIsReportedByTime() throws {
        try withSink { sink, clock, reports in
            #expect(write(1, to: sink, of: 243_300))
            clock.advance(by: .milliseconds(100))
            #expect(write(5_000, to: sink, of: 243_300))
            clock.advance(by: .milliseconds(160))
            #expect(write(5_000, to: sink, of: 243_300))
            clock.advance(by: .milliseconds(249))
            #expect(write(5_000, to: sink, of: 243_300))
            clock.advance(by: .milliseconds(1))
            #expect(write(5_000, to: sink, of: 243_300))

            #expect(reports.values == [1, 10_001, 20_001], "the first write, the one 260 ms after it, the one exactly 250 ms after that")
        }
    }

    @Test("given a body of unknown length whose last write was reported by time, when the file is synchronised, then the final figure is reported with its total")
    func theFinalFigureIsReportedOnce() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sink-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let totals = Mutex<[Int64?]>([])
        let sink = try CurlFileSink(file: file) { report in totals.withLock { $0.append(report.expectedBytes) } }

        #expect([UInt8](repeating: 1, count: 10).withUnsafeBytes { sink.write($0, expectedBytes: nil) })
        try sink.synchronise()

        #expect(totals.withLock { $0 } == [nil, 10])
    }

    @Test("given a fast link, when 64 KiB arrive at once, then they are reported without waiting for time to pass")
    func aFastLinkIsReportedByBytes() throws {
        try withSink { sink, _, reports in
            #expect(write(1, to: sink, of: 10_000_000))
            #expect(write(1_000, to: sink, of: 10_000_000))
            #expect(write(64 << 10, to: sink, of: 10_000_000))

            #expect(reports.values == [1, 1 + 1_000 + (64 << 10)])
        }
    }
}
