import Domain
import DomainTesting
import Presentation
import Testing

/// The detail's next and previous keys, pressed faster than the detail follows, as a specification of
/// `PagedList.reduce`: each event, then the route and the notice it asks for, taken as the view model's
/// feedback takes them.
@Suite("PagedList.reduce: stepping through a list")
struct PagedListSteppingTests {
    private let second = PageRequest.first.next!

    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }

    private func next(_ raw: String) -> PagedListEvent { .step(PhotoStep(from: id(raw), .next)) }

    /// A list showing page 1 of `count` photos (`hasMore`: with pages after it), its photo `open` opened.
    private func opened(_ open: String = "1-1", count: Int = 4, hasMore: Bool = true) -> PagedListState {
        var state = PagedListState()
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(.fixture(page: 1, count: count, hasNextPage: hasMore))))
        _ = send(.select(id(open)), to: &state)
        return state
    }

    /// Reduces `event`, then takes the route and shows the notice the state asks for: what the detail opens
    /// and what the status line says.
    private func send(_ event: PagedListEvent, to state: inout PagedListState) -> (opened: PhotoID?, notice: String?) {
        PagedList.reduce(&state, event)
        var opened: PhotoID?
        if let route = state.navigation {
            if case .detailInPlace(let id) = route.value { opened = id }
            PagedList.reduce(&state, .navigated(route.number))
        }
        let notice = state.stepNotice
        if let notice { PagedList.reduce(&state, .stepNoticeShown(notice.number)) }
        return (opened, notice?.value)
    }

    /// Page 2 of four photos, arriving for the load in flight.
    private func pageTwo(_ state: PagedListState, hasMore: Bool = true) -> PagedListEvent {
        .pageLoaded(state.load!, .success(.fixture(page: 2, count: 4, hasNextPage: hasMore)))
    }

    @Test("given a detail on the first photo, when next is pressed three times before it follows, then each key steps on from where the last one led")
    func burstsStepFromWhereTheLastStepLed() {
        var state = opened("1-1")

        let opened = (0..<3).map { _ in send(next("1-1"), to: &state).opened }

        #expect(opened == [id("1-2"), id("1-3"), id("1-4")])
    }

    @Test("given a key from a photo off the detail's trail (it crossed an Esc and a new selection on its way), when it comes, then it opens nothing")
    func aKeyOffTheTrailOpensNothing() {
        var state = opened("1-1")
        _ = send(next("1-1"), to: &state)

        let stale = send(.step(PhotoStep(from: id("1-4"), .previous)), to: &state)
        let onTheTrail = send(next("1-2"), to: &state)

        #expect(stale.opened == nil && stale.notice == nil)
        #expect(onTheTrail.opened == id("1-3"))
    }

    @Test("given a photo chosen again on the list, when next is pressed, then it steps from that photo, not from where an earlier detail's steps led")
    func aSelectionStartsAfresh() {
        var state = opened("1-1")
        _ = send(next("1-1"), to: &state)
        _ = send(next("1-2"), to: &state)
        _ = send(.select(id("1-2")), to: &state)

        let stepped = send(next("1-2"), to: &state)

        #expect(stepped.opened == id("1-3"))
    }

    @Test("given the last photo of a whole list, when next is pressed, then nothing opens and the notice says there is none; previous on the first says so too")
    func theEndsSaySo() {
        var last = opened("1-4", hasMore: false)
        var first = opened("1-1", hasMore: false)

        let pastTheEnd = send(next("1-4"), to: &last)
        let beforeTheStart = send(.step(PhotoStep(from: id("1-1"), .previous)), to: &first)

        #expect(pastTheEnd.opened == nil && pastTheEnd.notice == "This is the last photo.")
        #expect(beforeTheStart.opened == nil && beforeTheStart.notice == "This is the first photo.")
        #expect(last.load == nil)
    }

    @Test("given a step past the loaded rows, when next is pressed three more times while the page loads, then none is lost: once the page has come, they step on from its first photo")
    func keysPressedWhileAPageLoadsAreKept() {
        var state = opened("1-4")
        let waiting = send(next("1-4"), to: &state)
        let meanwhile = (0..<3).map { _ in send(next("1-4"), to: &state) }
        let asked = state.load?.value

        let afterPage = send(pageTwo(state), to: &state)

        #expect(waiting.opened == nil && asked == second)
        #expect(meanwhile.allSatisfy { $0.opened == nil && $0.notice == nil })
        #expect(afterPage.opened == id("2-4"))
        #expect(send(.step(PhotoStep(from: id("2-1"), .previous)), to: &state).opened == id("2-3"), "the detail lagging on 2-1 steps back from 2-4")
    }

    @Test("given keys kept while a page loads, when that page fails, then they are dropped, and the next key asks for the page again and steps once")
    func keysWaitingOnAFailedPageAreDropped() {
        var state = opened("1-4")
        _ = send(next("1-4"), to: &state)
        _ = send(next("1-4"), to: &state)
        _ = send(next("1-4"), to: &state)

        let failed = send(.pageLoaded(state.load!, .failure(.connectivity(.timedOut))), to: &state)
        let shown = state.list.errorMessage
        let again = send(next("1-4"), to: &state)
        let asked = state.load?.value
        let afterPage = send(pageTwo(state), to: &state)

        #expect(failed.opened == nil && shown != nil)
        #expect(again.opened == nil && asked == second)
        #expect(afterPage.opened == id("2-1"), "the two keys that waited on the failed page are not stepped later")
    }

    @Test("given a list whose next page failed in a way retrying cannot fix, when next is pressed past its rows, then the failure is the notice and nothing waits")
    func aListThatCannotLoadSaysWhy() throws {
        var state = opened("1-4")
        _ = send(.loadNextPage, to: &state)
        _ = send(.pageLoaded(state.load!, .failure(.unauthorized)), to: &state)
        let failure = try #require(state.list.errorMessage)

        let pressed = send(next("1-4"), to: &state)

        #expect(pressed.opened == nil && pressed.notice == failure)
        #expect(state.load == nil)
    }

    @Test("given keys kept for a page, when the page brings no further photo and the list ends, then the wait ends saying this is the last photo; later keys step again")
    func aPageWithNothingNewEndsTheWait() {
        var state = opened("1-4")
        _ = send(next("1-4"), to: &state)
        _ = send(next("1-4"), to: &state)

        let ended = send(.pageLoaded(state.load!, .success(.fixture(page: 2, count: 0, hasNextPage: false))), to: &state)
        let back = send(.step(PhotoStep(from: id("1-4"), .previous)), to: &state)

        #expect(ended.opened == nil && ended.notice == "This is the last photo.")
        #expect(back.opened == id("1-3"))
    }

    @Test("given a step waiting for a page and a key kept, when the first page is loaded again meanwhile, then the wait goes on in the new rows")
    func aRefreshWhileWaitingKeepsTheKeys() {
        var state = opened("1-4")
        _ = send(next("1-4"), to: &state)
        _ = send(next("1-4"), to: &state)
        _ = send(.refresh, to: &state)

        let refreshed = send(.pageLoaded(state.load!, .success(.fixture(page: 1, count: 4))), to: &state)
        let afterPage = send(pageTwo(state), to: &state)

        #expect(refreshed.opened == nil)
        #expect(afterPage.opened == id("2-2"))
    }

    @Test("given a detail that never catches up, when next is pressed 100 times, then each key steps on: the 100th opens the 101st photo")
    func aLongBurstNeverJumpsBack() {
        var state = opened("1-1", count: 120)

        let opened = (0..<100).map { _ in send(next("1-1"), to: &state).opened }

        #expect(opened.last == id("1-101"))
        #expect(Set(opened.compactMap { $0 }).count == 100)
    }

    @Test("given a step waiting for a page and a key kept, when the detail closes, then the page opens nothing, and keys that come later open nothing until a photo is chosen again")
    func closingTheDetailDropsTheWait() {
        var state = opened("1-4")
        _ = send(next("1-4"), to: &state)
        _ = send(next("1-4"), to: &state)

        _ = send(.detailClosed, to: &state)
        let afterPage = send(pageTwo(state), to: &state)
        let late = send(next("1-4"), to: &state)
        _ = send(.select(id("1-2")), to: &state)
        let chosen = send(next("1-2"), to: &state)

        #expect(afterPage.opened == nil && afterPage.notice == nil)
        #expect(late.opened == nil && late.notice == nil)
        #expect(chosen.opened == id("1-3"))
    }

    @Test("given a favourite's detail whose photo left the list, when next or previous is pressed, then the nearest photo beyond it that is still listed opens")
    func aPhotoThatLeftTheListStepsToItsNeighbours() {
        var state = opened("1-1", hasMore: false)
        _ = send(next("1-1"), to: &state)
        let remaining = PhotoPage.fixture(page: 1, count: 4).photos.filter { $0.id != id("1-2") && $0.id != id("1-3") }.map { PhotoListItem($0) }
        _ = send(.listed(remaining), to: &state)
        var back = state

        let forward = send(next("1-2"), to: &state)
        let backward = send(.step(PhotoStep(from: id("1-2"), .previous)), to: &back)

        #expect(forward.opened == id("1-4"))
        #expect(backward.opened == id("1-1"))
    }

    @Test("given the last photo's detail, when that photo leaves the list, then next says it is no longer in the list")
    func theLastPhotoLeavingSaysSo() {
        var state = opened("1-4", hasMore: false)
        let remaining = PhotoPage.fixture(page: 1, count: 3).photos.map { PhotoListItem($0) }
        _ = send(.listed(remaining), to: &state)

        let stepped = send(next("1-4"), to: &state)

        #expect(stepped.opened == nil && stepped.notice == PhotoFormatting.notInList)
    }
}
