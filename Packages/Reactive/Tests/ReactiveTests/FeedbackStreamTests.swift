import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// `Feedback.react(request:effects:ended:)`: work that reports as it goes, and says when cancelled work
/// has returned; and `Feedback.announcing`.
@MainActor
@Suite("Feedback.react(request:effects:ended:) and Feedback.announcing", .timeLimit(.minutes(1)))
struct FeedbackStreamTests {
    struct Job: Equatable, Sendable {
        var running: Int?
        var reports: [String] = []
        var ended: [Int] = []
        var announced: [String] = []
    }

    enum Event: Sendable {
        case start(Int)
        case stop
        case report(String)
        case done(Int)
        case ended(Int)
    }

    static func reduce(_ state: inout Job, _ event: Event) {
        state.announced = []
        switch event {
        case .start(let number): state.running = number
        case .stop: state.running = nil
        case .report(let text): state.reports.append(text)
        case .done(let number):
            state.running = nil
            state.announced = ["job \(number) done"]
        case .ended(let number): state.ended.append(number)
        }
    }

    private static func jobs(gate: Gate? = nil) -> Feedback<Job, Event> {
        .react(request: \.running, effects: { number, send in
            await send(.report("\(number): started"))
            await gate?.wait()
            await send(.report("\(number): halfway"))
            await send(.done(number))
        }, ended: { number in .ended(number) })
    }

    @Test("given work that reports and then finishes, when it runs, then every report is folded in order and no end of cancelled work is sent")
    func finishedWorkSendsNoEnded() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let states = Recorder(Driver.system(initialState: Job(), reduce: Self.reduce, events: events.values, feedback: [Self.jobs()], in: lifetime).values)

        events.send(.start(1))
        _ = await states.first { $0.reports.count == 2 && $0.running == nil }
        events.send(.start(2))
        let second = await states.first { $0.reports.count == 4 && $0.running == nil }

        #expect(second?.reports == ["1: started", "1: halfway", "2: started", "2: halfway"])
        #expect(second?.ended == [])
    }

    @Test("given work under way, when the state stops asking for it, then what it still reports is dropped and its end is sent once it returns")
    func cancelledWorkSendsEndedOnce() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let gate = Gate()
        let states = Recorder(Driver.system(initialState: Job(), reduce: Self.reduce, events: events.values, feedback: [Self.jobs(gate: gate)], in: lifetime).values)

        events.send(.start(1))
        _ = await states.first { $0.reports == ["1: started"] }
        events.send(.stop)
        // The stop folded, not the first state (nothing ran yet) nor the work's own end (it reported halfway).
        _ = await states.first { $0.running == nil && $0.reports == ["1: started"] }
        gate.open()
        let ended = await states.first { !$0.ended.isEmpty }
        events.send(.report("later"))
        let settled = await states.first { $0.reports.last == "later" }

        #expect(ended?.ended == [1])
        #expect(settled?.reports == ["1: started", "later"])
        #expect(settled?.ended == [1])
    }

    @Test("given states that announce values, when events are folded, then each value is sent once, in order")
    func announcingSendsEachValueOnce() async {
        let lifetime = Lifetime()
        let events = PublishRelay<Event>()
        let announced = PublishRelay<String>()
        let values = Recorder(announced.values)
        _ = Driver.system(
            initialState: Job(), reduce: Self.reduce, events: events.values,
            feedback: [.announcing(\.announced, to: announced)], in: lifetime
        )

        events.send(.done(1))
        events.send(.report("between"))
        events.send(.done(2))
        let sent = await values.next(2)
        events.send(.report("after"))
        events.send(.done(3))
        let third = await values.next(1)

        #expect(sent == ["job 1 done", "job 2 done"])
        #expect(third == ["job 3 done"])
    }
}
