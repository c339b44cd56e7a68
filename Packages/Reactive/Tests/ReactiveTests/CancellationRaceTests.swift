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
    func cancellingWhileSendingNeverDeadlocks(relayKind: String) async {
        let rounds = 2_000
        let counts = Counts()
        let senders: [@Sendable (Int) -> Void]
        var streams: [AsyncStream<Int>] = []
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
                for await _ in stream { counts.received.add(1, ordering: .relaxed) }
            }
        }
        if relayKind == "PublishRelay" { senders.forEach { $0(-1) } }
        await waitUntil { counts.received.load(ordering: .relaxed) >= rounds }

        // Each round, both threads arrive, wait for each other, then one cancels as the other sends.
        Self.start {
            for round in 0..<rounds {
                counts.arrive(round: round)
                consumers[round].cancel()
                counts.done.add(1, ordering: .releasing)
            }
        }
        Self.start {
            for round in 0..<rounds {
                counts.arrive(round: round)
                senders[round](round)
                counts.done.add(1, ordering: .releasing)
            }
        }
        await waitUntil { counts.done.load(ordering: .acquiring) == 2 * rounds }
        let completed = counts.done.load(ordering: .acquiring) / 2

        #expect(completed == rounds, "the cancel and the send of round \(completed) waited for each other")
    }

    /// What the consumers, the two racing threads and the test share.
    private final class Counts: Sendable {
        /// First events the consumers have received.
        let received = Atomic<Int>(0)
        /// Arrivals of the two racing threads, across rounds.
        let arrived = Atomic<Int>(0)
        /// Cancels and sends done, across rounds.
        let done = Atomic<Int>(0)

        /// Waits until both threads have arrived at `round`.
        func arrive(round: Int) {
            arrived.add(1, ordering: .acquiringAndReleasing)
            while arrived.load(ordering: .acquiring) < 2 * (round + 1) { sched_yield() }
        }
    }

    /// Waits until `condition` holds, for up to 20 seconds; whether it did.
    @discardableResult
    private func waitUntil(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            await Task.yield()
        }
        return true
    }

    /// Runs `body` on a thread of its own.
    private static func start(_ body: @escaping @Sendable () -> Void) {
        Thread(block: body).start()
    }
}
