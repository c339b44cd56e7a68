import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// `Feedback.react(requests:)`: several effects at once, each cancelled when the state stops asking for it.
@MainActor
@Suite("Feedback.react(requests:)", .timeLimit(.minutes(1)))
struct FeedbackRequestsTests {
    struct Pending: Equatable, Sendable {
        var wanted: [Int] = []
        var answers: [Int] = []
    }

    enum Event: Sendable {
        case want([Int])
        case answered(Int)
    }

    static func reduce(_ state: inout Pending, _ event: Event) {
        switch event {
        case .want(let numbers): state.wanted = numbers
        case .answered(let number):
            state.answers.append(number)
            state.wanted.removeAll { $0 == number }
        }
    }

    @Test("given the state asks for three requests, when their effects answer in reverse order, then each runs once and each answer is folded in once")
    func requestsRunSideBySide() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let gates = [1: Gate(), 2: Gate(), 3: Gate()]
        let started = Mutex<[Int]>([])
        let loads = Feedback<Pending, Event>.react(requests: \.wanted) { number in
            started.withLock { $0.append(number) }
            await gates[number]!.wait()
            return .answered(number)
        }
        let states = Recorder(Driver.system(initialState: Pending(), reduce: Self.reduce, events: events.values, feedback: [loads], in: lifetime).values)

        events.send(.want([1, 2, 3]))
        _ = await states.first { $0.wanted == [1, 2, 3] }
        for number in [3, 2, 1] {
            gates[number]!.open()
            _ = await states.first { $0.answers.contains(number) }
        }

        #expect(states.values.last?.answers == [3, 2, 1])
        #expect(Set(started.withLock { $0 }) == [1, 2, 3])
        #expect(started.withLock { $0 }.count == 3)
    }

    @Test("given the state asks for three requests at once, when their effects start, then each starts on the main actor, in the order given, so what they hand on at once keeps that order")
    func effectsStartOnTheMainActorInOrder() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let started = Mutex<[Int]>([])
        let onTheMainActor = Mutex<[Bool]>([])
        let loads = Feedback<Pending, Event>.react(requests: \.wanted) { number in
            let isolation = #isolation
            onTheMainActor.withLock { $0.append(isolation === MainActor.shared) }
            started.withLock { $0.append(number) }
            return .answered(number)
        }
        let states = Recorder(Driver.system(initialState: Pending(), reduce: Self.reduce, events: events.values, feedback: [loads], in: lifetime).values)

        events.send(.want([2, 3, 1]))
        _ = await states.first { $0.answers.count == 3 }

        #expect(started.withLock { $0 } == [2, 3, 1])
        #expect(onTheMainActor.withLock { $0 } == [true, true, true])
    }

    @Test("given two requests running, when one leaves the set, then its effect is cancelled and its late answer dropped, and the other is not started again")
    func aRequestThatLeavesIsCancelled() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let (first, second) = (Gate(), Gate())
        let firstSawCancellation = Mutex(false)
        let runs = Mutex(0)
        let loads = Feedback<Pending, Event>.react(requests: \.wanted) { number in
            runs.withLock { $0 += 1 }
            if number == 1 {
                await first.wait()
                firstSawCancellation.withLock { $0 = Task.isCancelled }
            } else {
                await second.wait()
            }
            return .answered(number)
        }
        let states = Recorder(Driver.system(initialState: Pending(), reduce: Self.reduce, events: events.values, feedback: [loads], in: lifetime).values)

        events.send(.want([1, 2]))
        _ = await states.first { $0.wanted == [1, 2] }
        events.send(.want([2]))
        _ = await states.first { $0.wanted == [2] }
        first.open()
        second.open()
        let settled = await states.first { !$0.answers.isEmpty }

        #expect(settled?.answers == [2])
        #expect(firstSawCancellation.withLock { $0 })
        #expect(runs.withLock { $0 } == 2)
    }
}
