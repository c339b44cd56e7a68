import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// Work that does not stop at once, counted until it has ended.
@MainActor
@Suite("Feedback.react(requests:) with work that ends late", .timeLimit(.minutes(1)))
struct FeedbackRequestsEndingTests {
    struct Counting: Equatable, Sendable {
        var wanted: [Int] = []
        var draining = 0
        var answers: [Int] = []
        var ended: [Int] = []
    }

    enum Event: Sendable {
        case want([Int])
        case answered(Int)
        case cancelledEnded(Int)
    }

    static func reduce(_ state: inout Counting, _ event: Event) {
        switch event {
        case .want(let numbers):
            state.draining += Set(state.wanted).subtracting(numbers).count
            state.wanted = numbers
        case .answered(let number): state.answers.append(number)
        case .cancelledEnded(let number):
            state.draining -= 1
            state.ended.append(number)
        }
    }

    @Test("given a request whose work ignores cancellation, when it leaves the set, then its answer is dropped and its end is reported once it returns")
    func aCancelledEffectReportsItsEnd() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let gate = Gate()
        let loads = Feedback<Counting, Event>.react(requests: \.wanted, effect: { number in
            await gate.wait()
            return .answered(number)
        }, cancelledEnded: { number in .cancelledEnded(number) })
        let states = Recorder(Driver.system(initialState: Counting(), reduce: Self.reduce, events: events.values, feedback: [loads], in: lifetime).values)

        events.send(.want([1]))
        _ = await states.first { $0.wanted == [1] }
        events.send(.want([]))
        let draining = await states.first { $0.draining == 1 }
        gate.open()
        // Not `draining == 0`: the first state, before anything ran, says that too.
        let ended = await states.first { !$0.ended.isEmpty }

        #expect(draining != nil)
        #expect(ended?.ended == [1])
        #expect(ended?.draining == 0)
        #expect(ended?.answers == [])
    }
}
