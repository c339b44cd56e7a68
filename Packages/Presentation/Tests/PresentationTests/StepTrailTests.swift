import Domain
import DomainTesting
import Presentation
import Testing

/// Steps from a detail pressed faster than the detail follows, as a specification.
@Suite("StepTrail")
struct StepTrailTests {
    private let firstPage = PhotoPage.fixture(page: 1, count: 4).photos.map { PhotoListItem($0) }
    private var twoPages: [PhotoListItem] { firstPage + PhotoPage.fixture(page: 2, count: 4).photos.map { PhotoListItem($0) } }
    private let more = StepTrail.ListProgress(hasMore: true)
    private let loading = StepTrail.ListProgress(hasMore: true, isLoading: true)
    private let failed = StepTrail.ListProgress(hasMore: true, failure: "The source did not answer.")

    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }

    private func next(_ raw: String) -> PhotoStep { PhotoStep(from: id(raw), .next) }

    /// A trail whose step from 1-4 waits for page 2, with `kept` more keys pressed while it loads.
    private func waitingForPageTwo(kept: Int) -> StepTrail {
        var trail = StepTrail()
        _ = trail.take(next("1-4"), in: firstPage, progress: more)
        _ = trail.resume(in: firstPage, progress: loading)
        for _ in 0..<kept { _ = trail.take(next("1-4"), in: firstPage, progress: loading) }
        return trail
    }

    @Test("given a detail on the first photo, when next is pressed three times before it follows, then each step starts where the last one led")
    func burstsStepFromWhereTheLastStepLed() {
        var trail = StepTrail()

        let steps = (0..<3).flatMap { _ in trail.take(next("1-1"), in: firstPage, progress: .complete).steps.map(\.from) }

        #expect(steps == [id("1-1"), id("1-2"), id("1-3")])
    }

    @Test("given the last photo of a whole list, when next is pressed, then no step is sent and the notice says there is none; previous on the first says so too")
    func theEndsSaySo() {
        var trail = StepTrail()
        var fromStart = StepTrail()

        let last = trail.take(next("1-4"), in: firstPage, progress: .complete)
        let first = fromStart.take(PhotoStep(from: id("1-1"), .previous), in: firstPage, progress: .complete)

        #expect(last == StepTrail.Steps(steps: [], notice: "This is the last photo."))
        #expect(first == StepTrail.Steps(steps: [], notice: "This is the first photo."))
    }

    @Test("given a step past the loaded rows, when next is pressed three more times while the page loads, then none is lost: once the page has come, the three are stepped from its first photo")
    func keysPressedWhileAPageLoadsAreKept() {
        var trail = StepTrail()
        let waiting = trail.take(next("1-4"), in: firstPage, progress: more)
        let meanwhile = (0..<3).map { _ in trail.take(next("1-4"), in: firstPage, progress: loading) }

        let afterPage = trail.resume(in: twoPages, progress: more)

        #expect(waiting.steps == [next("1-4")])
        #expect(meanwhile.allSatisfy { $0.steps.isEmpty && $0.notice == nil })
        #expect(afterPage.steps == [next("2-1"), next("2-2"), next("2-3")])
    }

    @Test("given keys kept while a page loads, when a key comes after the rows but before the list's state is followed, then the kept keys and it are stepped from the page's photo, and following later adds nothing")
    func aKeyAfterThePageCameStepsTheKeptOnes() {
        var trail = waitingForPageTwo(kept: 1)

        let key = trail.take(next("1-4"), in: twoPages, progress: more)
        let followed = trail.resume(in: twoPages, progress: more)

        #expect(key.steps == [next("2-1"), next("2-2")])
        #expect(followed.steps.isEmpty)
    }

    @Test("given keys kept while a page loads, when the list shows that page failed, then they are dropped, and the next key asks for the page again")
    func keysWaitingOnAFailedPageAreDropped() {
        var trail = waitingForPageTwo(kept: 2)

        let failure = trail.resume(in: firstPage, progress: failed)
        var retrying = trail
        let again = retrying.take(next("1-4"), in: firstPage, progress: failed)
        let afterPage = trail.resume(in: twoPages, progress: more)

        #expect(failure.steps.isEmpty)
        #expect(again.steps == [next("1-4")])
        #expect(afterPage.steps.isEmpty, "the two keys that waited on the failed page are not stepped later")
    }

    @Test("given a page that failed before, when next is pressed again at the end and more keys come before the list is seen loading, then they are kept, not dropped by the old failure")
    func anEarlierFailureDropsNoKeys() {
        var trail = StepTrail()
        _ = trail.take(next("1-4"), in: firstPage, progress: failed)
        let kept = (0..<2).map { _ in trail.take(next("1-4"), in: firstPage, progress: failed) }

        _ = trail.resume(in: firstPage, progress: loading)
        let afterPage = trail.resume(in: twoPages, progress: more)

        #expect(kept.allSatisfy { $0.steps.isEmpty })
        #expect(afterPage.steps == [next("2-1"), next("2-2")])
    }

    @Test("given a list that cannot load its next page (a failure retrying cannot fix), when next is pressed past its rows, then the failure is the notice and no key is kept")
    func aListThatCannotLoadSaysWhy() {
        var trail = StepTrail()
        let refused = StepTrail.ListProgress(hasMore: true, failure: "Unsplash refused the access key.", canRetry: false)
        _ = trail.take(next("1-4"), in: firstPage, progress: more)

        let pressed = trail.take(next("1-4"), in: firstPage, progress: refused)
        let afterPage = trail.resume(in: twoPages, progress: more)

        #expect(pressed.notice == "Unsplash refused the access key.")
        #expect(afterPage.steps.isEmpty)
    }

    @Test("given keys kept for a page, when the page brings no further photo and the list ends, then the trail stops waiting and says this is the last photo; later keys step again")
    func aPageWithNothingNewEndsTheWait() {
        var trail = waitingForPageTwo(kept: 2)

        let ended = trail.resume(in: firstPage, progress: .complete)
        let back = trail.take(PhotoStep(from: id("1-4"), .previous), in: firstPage, progress: .complete)

        #expect(ended.steps.isEmpty && ended.notice == "This is the last photo.")
        #expect(back.steps == [PhotoStep(from: id("1-4"), .previous)])
    }

    @Test("given a step waiting for a page and a key kept, when the rows change without that page, then the trail keeps waiting; when the page comes, the key is stepped")
    func rowsWithoutThePageKeepTheWait() {
        var trail = StepTrail()
        _ = trail.take(next("1-3"), in: firstPage, progress: more)
        _ = trail.take(next("1-3"), in: firstPage, progress: more)
        _ = trail.take(next("1-3"), in: firstPage, progress: loading)

        let unchanged = trail.resume(in: firstPage, progress: loading)
        let page = trail.resume(in: twoPages, progress: more)

        #expect(unchanged.steps.isEmpty)
        #expect(page.steps == [next("2-1")])
    }
}
