import Domain
import Foundation
@testable import PhotoListWeb
import ReactiveTesting
import Synchronization
import Testing

/// How long a picture request waits: the patience is a gate the test opens (no real time passes), and each
/// fetch is held behind a gate of its own.
@Suite("The pictures the tabs wait for", .timeLimit(.minutes(1)))
struct PictureLoadsTests {
    private let key = PictureLoads.Key(id: "p1", size: PixelSize(width: 480, height: 320)!)
    private let bytes = Data([0xFF, 0xD8, 0xFF, 0xE0])

    @Test("given a picture that comes before the patience ends, when two requests ask for it, then both get its bytes from one fetch")
    func readyPictureIsShared() async {
        let patience = Gate(), waiting = Arrivals(expected: 2)
        let source = HeldSource(bytes: bytes)
        // A request starts its patience once it waits on the fetch: two started means both are waiting.
        let loads = PictureLoads(patience: .seconds(3)) { _ in
            waiting.arrive()
            await patience.wait()
        }

        async let first = loads.picture(key, fetch: source.fetch, whenReady: {})
        async let second = loads.picture(key, fetch: source.fetch, whenReady: {})
        await waiting.wait()
        source.answer()
        let outcomes = await [first, second]

        #expect(outcomes.map { $0.bytes } == [bytes, bytes])
        #expect(source.asked == 1, "one fetch for both requests")
    }

    /// Asks `loads` for the picture, lets the patience end while `source` holds it, then lets it come:
    /// the first answer, and whether the request was told the picture came.
    private func answeredLate(by loads: PictureLoads, patience: Gate, source: HeldSource) async -> (first: PictureLoads.Outcome, told: Bool) {
        let (readiness, ready) = AsyncStream.makeStream(of: Void.self)
        async let waited = loads.picture(key, fetch: source.fetch, whenReady: { ready.yield() })
        await source.waitUntilAsked()
        patience.open()
        let first = await waited
        source.answer()
        var told = readiness.makeAsyncIterator()
        return (first, await told.next() != nil)
    }

    @Test("given a picture slower than the patience, when asked, then the request is answered not yet, the fetch goes on, and whoever asked is told when it comes")
    func slowPictureIsAnsweredNotYet() async {
        let patience = Gate(), source = HeldSource(bytes: bytes)
        let loads = PictureLoads(patience: .seconds(3)) { _ in await patience.wait() }

        let (first, told) = await answeredLate(by: loads, patience: patience, source: source)

        #expect(first.isNotYet)
        #expect(told, "the request answered not yet is told the picture came")
        #expect(source.asked == 1)
    }

    @Test("given a picture answered not yet, when it comes and is asked for again, then the bytes it brought answer at once, with no second fetch (the disk cache may not have kept it)")
    func aLatePictureIsKeptForTheNextRequest() async {
        let patience = Gate(), source = HeldSource(bytes: bytes)
        let loads = PictureLoads(patience: .seconds(3)) { _ in await patience.wait() }
        _ = await answeredLate(by: loads, patience: patience, source: source)

        let again = await loads.picture(key, fetch: source.fetch, whenReady: {})

        #expect(again.bytes == bytes)
        #expect(source.asked == 1)
    }

    @Test("given a limit of one fetch at a time, when two pictures are asked for, then the second fetch starts only once the first has ended")
    func fetchesWaitTheirTurn() async {
        let patience = Gate()
        let first = HeldSource(bytes: bytes), second = HeldSource(bytes: Data([0xFF, 0xD8, 0xFF, 0xDB]))
        let loads = PictureLoads(patience: .seconds(3), fetchLimit: 1) { _ in await patience.wait() }
        let other = PictureLoads.Key(id: "p2", size: key.size)

        async let one = loads.picture(key, fetch: first.fetch, whenReady: {})
        await first.waitUntilAsked()
        async let two = loads.picture(other, fetch: second.fetch, whenReady: {})
        patience.open()
        let waiting = await two
        let startedWhileTheFirstRan = second.asked
        first.answer()
        await second.waitUntilAsked()
        second.answer()
        _ = await one

        #expect(waiting.isNotYet)
        #expect(startedWhileTheFirstRan == 0)
        #expect(second.asked == 1)
    }

    @Test("given a fetch that fails before the patience ends, when asked, then the request is answered with the failure, and the next one fetches again")
    func failedPictureIsNotKept() async {
        let patience = Gate()
        let loads = PictureLoads(patience: .seconds(3)) { _ in await patience.wait() }
        let asked = Mutex(0)
        let failing: @Sendable () async throws(DomainError) -> Data = { () async throws(DomainError) -> Data in
            asked.withLock { $0 += 1 }
            throw .sourceFailed(diagnosticCode: 500)
        }

        let first = await loads.picture(key, fetch: failing, whenReady: {})
        let second = await loads.picture(key, fetch: failing, whenReady: {})

        #expect(first.isFailure && second.isFailure)
        #expect(asked.withLock { $0 } == 2, "a failed fetch is not handed to the next request")
    }
}

/// Opens once `expected` callers have arrived.
private final class Arrivals: Sendable {
    private let expected: Int
    private let count = Mutex(0)
    private let all = Gate()

    init(expected: Int) {
        self.expected = expected
    }

    func arrive() {
        if count.withLock({ $0 += 1; return $0 }) == expected { all.open() }
    }

    func wait() async {
        await all.wait()
    }
}

/// A picture source whose answer the test releases.
private final class HeldSource: Sendable {
    private let bytes: Data
    private let release = Gate()
    private let count = Mutex(0)
    private let firstAsk = Gate()

    init(bytes: Data) {
        self.bytes = bytes
    }

    /// How many fetches were started.
    var asked: Int { count.withLock { $0 } }

    /// A fetch: counted, then held until ``answer()``.
    var fetch: @Sendable () async throws(DomainError) -> Data {
        { [self] () async throws(DomainError) -> Data in
            count.withLock { $0 += 1 }
            firstAsk.open()
            await release.wait()
            return bytes
        }
    }

    /// Waits until a fetch has started.
    func waitUntilAsked() async {
        await firstAsk.wait()
    }

    /// Lets every fetch answer.
    func answer() {
        release.open()
    }
}

private extension PictureLoads.Outcome {
    var bytes: Data? {
        if case .ready(let data) = self { data } else { nil }
    }

    var isNotYet: Bool {
        if case .notYet = self { true } else { false }
    }

    var isFailure: Bool {
        if case .failed = self { true } else { false }
    }
}
