import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// `Driver.system`: events folded by a pure reducer, and `Feedback.react` running what the state asks for.
/// Effects wait behind gates the test opens, so "the old answer comes last" is an order the test chooses.
@MainActor
@Suite("Driver.system and Feedback.react", .timeLimit(.minutes(1)))
struct SystemTests {
    /// A counter that can ask for a lookup: the state of the systems below.
    struct Counter: Equatable, Sendable {
        var total = 0
        var lookup: Int?
        var answers: [String] = []
    }

    enum Event: Sendable {
        case add(Int)
        case look(Int?)
        case answer(String)
    }

    static func reduce(_ state: inout Counter, _ event: Event) {
        switch event {
        case .add(let amount): state.total += amount
        case .look(let number): state.lookup = number
        case .answer(let text): state.answers.append(text); state.lookup = nil
        }
    }

    @Test("given events, when sent, then the driver shows their fold, in order, starting from the initial state")
    func foldsEventsInOrder() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let state = Driver.system(initialState: Counter(), reduce: Self.reduce, events: events.values, feedback: [], in: lifetime)
        let states = Recorder(state.values)

        for amount in [1, 2, 3] { events.send(.add(amount)) }
        let last = await states.first { $0.total == 6 }

        #expect(last?.total == 6)
        #expect(states.values.map(\.total) == states.values.map(\.total).sorted())
    }

    @Test("given the state asks for a request, when the effect answers, then its event is folded in once and the request is done")
    func reactRunsTheRequestedEffectOnce() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let runs = Mutex(0)
        let lookup = Feedback<Counter, Event>.react(request: \.lookup) { number in
            runs.withLock { $0 += 1 }
            return .answer("answer \(number)")
        }
        let state = Driver.system(initialState: Counter(), reduce: Self.reduce, events: events.values, feedback: [lookup], in: lifetime)
        let states = Recorder(state.values)

        events.send(.look(7))
        let answered = await states.first { !$0.answers.isEmpty }
        events.send(.add(1))
        _ = await states.first { $0.total == 1 }

        #expect(answered?.answers == ["answer 7"])
        #expect(answered?.lookup == nil)
        #expect(runs.withLock { $0 } == 1)
    }

    @Test("given the state asks for a request, when its effect runs, then it starts on the main actor, where the state is folded")
    func anEffectStartsOnTheMainActor() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let lookup = Feedback<Counter, Event>.react(request: \.lookup) { number in
            .answer(#isolation === MainActor.shared ? "on the main actor" : "elsewhere")
        }
        let state = Driver.system(initialState: Counter(), reduce: Self.reduce, events: events.values, feedback: [lookup], in: lifetime)
        let states = Recorder(state.values)

        events.send(.look(1))
        let answered = await states.first { !$0.answers.isEmpty }

        #expect(answered?.answers == ["on the main actor"])
    }

    @Test("given an effect running, when the state asks for another request, then the first is cancelled and its answer, arriving last, is dropped")
    func aNewRequestCancelsTheOld() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let (first, second) = (Gate(), Gate())
        let firstSawCancellation = Mutex(false)
        let lookup = Feedback<Counter, Event>.react(request: \.lookup) { number in
            if number == 1 {
                await first.wait()
                firstSawCancellation.withLock { $0 = Task.isCancelled }
            } else {
                await second.wait()
            }
            return .answer("answer \(number)")
        }
        let state = Driver.system(initialState: Counter(), reduce: Self.reduce, events: events.values, feedback: [lookup], in: lifetime)
        let states = Recorder(state.values)

        events.send(.look(1))
        _ = await states.first { $0.lookup == 1 }
        events.send(.look(2))
        _ = await states.first { $0.lookup == 2 }
        second.open()
        _ = await states.first { !$0.answers.isEmpty }
        first.open()
        events.send(.add(1))
        let settled = await states.first { $0.total == 1 }

        #expect(settled?.answers == ["answer 2"])
        #expect(firstSawCancellation.withLock { $0 })
    }

    @Test("given a request answered, when the state asks for it again, then the effect runs again; while it is still asked for, it runs once")
    func theSameRequestRunsAgainOnlyAfterItIsDone() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let runs = Mutex(0)
        let gate = Gate()
        let lookup = Feedback<Counter, Event>.react(request: \.lookup) { number in
            runs.withLock { $0 += 1 }
            await gate.wait()
            return .answer("answer \(number)")
        }
        let state = Driver.system(initialState: Counter(), reduce: Self.reduce, events: events.values, feedback: [lookup], in: lifetime)
        let states = Recorder(state.values)

        events.send(.look(3))
        events.send(.add(1))  // the state changes, still asking for 3: no second run
        _ = await states.first { $0.total == 1 }
        gate.open()
        _ = await states.first { $0.answers.count == 1 }
        events.send(.look(3))
        let again = await states.first { $0.answers.count == 2 }

        #expect(again?.answers == ["answer 3", "answer 3"])
        #expect(runs.withLock { $0 } == 2)
    }

    @Test("given a running effect, when the system's lifetime ends, then the effect is cancelled")
    func endingTheLifetimeCancelsEffects() async {
        let events = PublishRelay<Event>()
        let (started, gate, done) = (Gate(), Gate(), Gate())
        let sawCancellation = Mutex(false)
        var lifetime: Lifetime? = Lifetime()
        let lookup = Feedback<Counter, Event>.react(request: \.lookup) { _ in
            started.open()
            await gate.wait()
            sawCancellation.withLock { $0 = Task.isCancelled }
            done.open()
            return .answer("late")
        }
        _ = Driver.system(initialState: Counter(), reduce: Self.reduce, events: events.values, feedback: [lookup], in: lifetime!)

        events.send(.look(1))
        await started.wait()
        lifetime = nil
        gate.open()
        await done.wait()

        #expect(sawCancellation.withLock { $0 })
    }
}
