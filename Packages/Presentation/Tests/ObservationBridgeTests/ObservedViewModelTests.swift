import Domain
import DomainTesting
import Observation
import ObservationBridge
import Presentation
import Reactive
import Testing

/// The bridge seen as a SwiftUI view sees it: through Observation, never by subscribing to a driver.
@MainActor
@Suite("ObservedViewModel", .serialized, .timeLimit(.minutes(1)))
struct ObservedViewModelTests {
    @Test("a driver reads as a property holding the view model's current value before anything is sent")
    func readsTheCurrentValueAtOnce() {
        let model = ObservedViewModel(TallyViewModel(), input: .init())

        #expect(model.total == 0)
        #expect(model.name == "tally")
    }

    @Test("calling an input as a method reaches the view model, and Observation reports the new value")
    func inputMethodChangesAnObservedProperty() async {
        let model = ObservedViewModel(TallyViewModel(), input: .init())
        _ = model.total

        model.add(3)
        await nextChange { _ = model.total }

        #expect(model.total == 3)
    }

    @Test("an input without a value is called with no arguments")
    func voidInputIsAMethodWithoutArguments() async {
        let model = ObservedViewModel(TallyViewModel(), input: .init())
        model.add(5)
        await untilObserved { model.total == 5 }

        model.reset()
        await nextChange { _ = model.total }

        #expect(model.total == 0)
    }

    @Test("a view that reads one output is not told when another output changes")
    func observationIsPerDriver() async {
        let model = ObservedViewModel(TallyViewModel(), input: .init())
        let totalChanges = ChangeCount()
        withObservationTracking { _ = model.total } onChange: { totalChanges.record() }

        model.rename("apples")
        await nextChange { _ = model.name }

        #expect(model.name == "apples")
        #expect(totalChanges.value == 0)
    }

    @Test("a signal's events reach the handler given to on(_:perform:), once each")
    func signalEventsReachTheHandler() async {
        let model = ObservedViewModel(TallyViewModel(), input: .init())
        let event = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            model.on(\.passedTen) { continuation.resume(returning: $0) }
            model.add(4)
            model.add(8)
        }

        #expect(event == 12)
    }

    @Test("sending through send(_:_:) is the same as calling the input as a method")
    func sendNamesTheRelayByKeyPath() async {
        let model = ObservedViewModel(TallyViewModel(), input: .init())

        model.send(\.add, 7)
        await untilObserved { model.total == 7 }

        #expect(model.total == 7)
    }

    @Test("Observations delivers each new value of a bridged driver as an async sequence")
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func observationsSequenceFollowsTheDriver() async {
        let model = ObservedViewModel(TallyViewModel(), input: .init())
        var seen: [Int] = []

        for await total in Observations({ model.total }) {
            seen.append(total)
            if total == 0 { model.add(2) }
            if total == 2 { model.add(1) }
            if total == 3 { break }
        }

        #expect(seen == [0, 2, 3])
    }

    @Test("the photo list's state, observed through the bridge, shows page 1 after the view appears")
    func photoListLoadsThroughTheBridge() async {
        let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page, count: 3) }
        let list = ObservedViewModel(PhotoListViewModel(fetchPhotos: useCase), input: .init())

        list.viewDidLoad()
        await untilObserved { list.state.phase == .loaded }

        #expect(list.state.items.map(\.id) == ["1-1", "1-2", "1-3"])
    }

    @Test("choosing a photo of the bridged list by its id routes to that photo")
    func photoListSelectionRoutes() async {
        let useCase = FakeFetchPhotosUseCase { request in PhotoPage.fixture(page: request.page, count: 3) }
        let list = ObservedViewModel(PhotoListViewModel(fetchPhotos: useCase), input: .init())
        list.viewDidLoad()
        await untilObserved { list.state.phase == .loaded }

        let route = await withCheckedContinuation { (continuation: CheckedContinuation<PhotoRoute, Never>) in
            list.on(\.route) { continuation.resume(returning: $0) }
            list.select("1-2")
        }

        #expect(route == .detail("1-2"))
    }
}
