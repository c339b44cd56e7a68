import Foundation
import Reactive
import Synchronization
import Testing

/// A subscriber's task cancelled at the moment an event is sent to it. Cancelling takes the task's own
/// lock and then ends the subscription, which takes the relay's; sending wakes the waiting task, which
/// takes the task's lock. Had sending held the relay's lock while waking, the two would wait for each other
/// for good. Plain threads do the racing, so a deadlock found leaves no worker of the task pool blocked.
@Suite("A subscriber cancelled while an event reaches it", .serialized, .timeLimit(.minutes(1)))
struct CancellationRaceTests {
    @Test("given subscribers waiting for events, when each is cancelled on one thread as an event is sent to it on another, then every round ends: neither waits for the other", arguments: [
        "PublishRelay", "CurrentValueRelay",
    ])
    func cancellingWhileSendingNeverDeadlocks(relayKind: String) async throws {
        let rounds = 2_000
        let race = Race()
        let senders: [@Sendable (Int) -> Void]
        let streams: [AsyncStream<Int>]
        if relayKind == "PublishRelay" {
            let relays = (0..<rounds).map { _ in PublishRelay<Int>() }
            streams = relays.map(\.values)
            senders = relays.map { relay in { relay.send($0) } }
        } else {
            let relays = (0..<rounds).map { _ in CurrentValueRelay<Int>(-1) }
            streams = relays.map(\.values)
            senders = relays.map { relay in { relay.send($0) } }
        }
        // Each consumer counts its first event (the current value, or one sent now), then waits in `next()`.
        let consumers = streams.map { stream in
            Task {
                for await _ in stream { race.received.add(1, ordering: .relaxed) }
            }
        }
        if relayKind == "PublishRelay" { senders.forEach { $0(-1) } }
        try #require(await race.progresses(until: { race.received.load(ordering: .relaxed) }, reaches: rounds))

        // Each round, both threads arrive, wait for each other, then one cancels as the other sends.
        Self.start {
            for round in 0..<rounds where race.arrive(round: round) {
                consumers[round].cancel()
                race.cancelled.add(1, ordering: .releasing)
            }
        }
        Self.start {
            for round in 0..<rounds where race.arrive(round: round) {
                senders[round](round)
                race.sent.add(1, ordering: .releasing)
            }
        }
        let ended = await race.progresses(until: { min(race.cancelled.load(ordering: .acquiring), race.sent.load(ordering: .acquiring)) }, reaches: rounds)
        race.abandoned.store(true, ordering: .releasing)

        let (cancelled, sent) = (race.cancelled.load(ordering: .acquiring), race.sent.load(ordering: .acquiring))
        #expect(ended, "stuck in round \(min(cancelled, sent)): \(cancelled) cancels and \(sent) sends ended")
    }

    /// What the consumers, the two racing threads and the test share.
    private final class Race: Sendable {
        /// First events the consumers have received.
        let received = Atomic<Int>(0)
        /// Arrivals of the two racing threads, across rounds.
        let arrived = Atomic<Int>(0)
        /// Cancels that have returned.
        let cancelled = Atomic<Int>(0)
        /// Sends that have returned.
        let sent = Atomic<Int>(0)
        /// Set when the test stops waiting, so a thread left waiting for the other gives up.
        let abandoned = Atomic<Bool>(false)

        /// Waits until both threads have arrived at `round`; whether to go on (false once abandoned).
        func arrive(round: Int) -> Bool {
            arrived.add(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < 2 * (round + 1) {
                if abandoned.load(ordering: .acquiring) { return false }
                sched_yield()
            }
            return true
        }

        /// Waits until `count` reaches `target`; whether it did. It gives up only once `count` has not
        /// moved for 10 seconds, so a slow machine is waited for and only a stuck race fails.
        func progresses(until count: () -> Int, reaches target: Int) async -> Bool {
            var last = count()
            var deadline = ContinuousClock.now + .seconds(10)
            while last < target {
                let now = count()
                if now != last {
                    last = now
                    deadline = ContinuousClock.now + .seconds(10)
                } else if ContinuousClock.now >= deadline {
                    return false
                }
                await Task.yield()
            }
            return true
        }
    }

    /// Runs `body` on a thread of its own.
    private static func start(_ body: @escaping @Sendable () -> Void) {
        Thread(block: body).start()
    }
}
