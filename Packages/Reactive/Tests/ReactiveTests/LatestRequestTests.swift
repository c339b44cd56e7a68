import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// Each request's answer waits behind a gate the test opens, so "the older one finishes last" is an order
/// the test chooses, not one it hopes for.
@MainActor
@Suite("LatestRequest", .timeLimit(.minutes(1)))
struct LatestRequestTests {
    @Test("given two requests in flight, when the older finishes after the newer, then only the newer's result is delivered")
    func olderResultArrivingLastIsDropped() async {
        let requests = LatestRequest()
        let lifetime = Lifetime()
        let (olderGate, newerGate) = (Gate(), Gate())
        var delivered: [String] = []

        let older = requests.run(in: lifetime, { () async -> String in
            await olderGate.wait()
            return "older"
        }, then: { delivered.append($0.get()) })
        let newer = requests.run(in: lifetime, { () async -> String in
            await newerGate.wait()
            return "newer"
        }, then: { delivered.append($0.get()) })
        newerGate.open()
        await newer.value
        olderGate.open()
        await older.value

        #expect(delivered == ["newer"])
    }

    @Test("given a request in flight, when a newer one starts, then the older one's task is cancelled")
    func newerRequestCancelsTheOlder() async {
        let requests = LatestRequest()
        let lifetime = Lifetime()
        let gate = Gate()
        let olderSawCancellation = Mutex(false)

        let older = requests.run(in: lifetime, { () async -> Void in
            await gate.wait()
            olderSawCancellation.withLock { $0 = Task.isCancelled }
        }, then: { _ in })
        let newer = requests.run(in: lifetime, { () async -> Void in }, then: { _ in })
        gate.open()
        await older.value
        await newer.value

        #expect(olderSawCancellation.withLock { $0 })
    }

    @Test("given a request that fails, when it is still the latest, then its error is delivered")
    func latestFailureIsDelivered() async {
        struct Refused: Error, Equatable {}
        let requests = LatestRequest()
        var delivered: Result<Int, Refused>?

        await requests.run(in: Lifetime(), { () async throws(Refused) -> Int in
            throw Refused()
        }, then: { delivered = $0 }).value

        #expect(delivered == .failure(Refused()))
    }

    @Test("given a ticket, when a newer one is taken, then only the newer is the latest")
    func newerTicketSupersedesTheOlder() {
        let requests = LatestRequest()
        let older = requests.begin()
        #expect(requests.isLatest(older))

        let newer = requests.begin()

        #expect(!requests.isLatest(older))
        #expect(requests.isLatest(newer))
        #expect(requests.latest == newer)
    }

    @Test("given eight tasks taking tickets at once, when all are done, then every ticket is distinct and exactly one is the latest")
    func ticketsFromConcurrentTasks() async {
        let requests = LatestRequest()
        let tickets = await withTaskGroup(of: [LatestRequest.Ticket].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<250).map { _ in requests.begin() } }
            }
            var all: [LatestRequest.Ticket] = []
            for await batch in group { all += batch }
            return all
        }

        #expect(Set(tickets).count == 2_000)
        #expect(tickets.filter { requests.isLatest($0) }.count == 1)
    }
}
