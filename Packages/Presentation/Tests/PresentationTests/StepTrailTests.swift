import Domain
import DomainTesting
import Presentation
import Testing

/// Steps from a detail pressed faster than the detail follows, as a specification.
@Suite("StepTrail")
struct StepTrailTests {
    private let firstPage = PhotoPage.fixture(page: 1, count: 4).photos.map { PhotoListItem($0) }
    private var twoPages: [PhotoListItem] { firstPage + PhotoPage.fixture(page: 2, count: 4).photos.map { PhotoListItem($0) } }

    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }

    private func next(_ raw: String) -> PhotoStep { PhotoStep(from: id(raw), .next) }

    @Test("given a detail on the first photo, when next is pressed three times before it follows, then each step starts where the last one led")
    func burstsStepFromWhereTheLastStepLed() {
        var trail = StepTrail()

        let steps = (0..<3).flatMap { _ in trail.take(next("1-1"), in: firstPage, hasMore: false, failed: false).steps.map(\.from) }

        #expect(steps == [id("1-1"), id("1-2"), id("1-3")])
    }

    @Test("given the last photo of a whole list, when next is pressed, then no step is sent and the notice says there is none; previous on the first says so too")
    func theEndsSaySo() {
        var trail = StepTrail()
        var fromStart = StepTrail()

        let last = trail.take(next("1-4"), in: firstPage, hasMore: false, failed: false)
        let first = fromStart.take(PhotoStep(from: id("1-1"), .previous), in: firstPage, hasMore: false, failed: false)

        #expect(last == StepTrail.Steps(steps: [], notice: "This is the last photo."))
        #expect(first == StepTrail.Steps(steps: [], notice: "This is the first photo."))
    }

    @Test("given a step past the loaded rows, when next is pressed three more times while the page loads, then none is lost: once the page's photo opens, the three are stepped from it")
    func keysPressedWhileAPageLoadsAreKept() {
        var trail = StepTrail()
        let waiting = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false)
        let meanwhile = (0..<3).map { _ in trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false) }

        let afterPage = trail.resume(in: twoPages, hasMore: true)

        #expect(waiting.steps == [next("1-4")])
        #expect(meanwhile.allSatisfy { $0.steps.isEmpty && $0.notice == nil })
        #expect(afterPage.steps == [next("2-1"), next("2-2"), next("2-3")])
    }

    @Test("given keys pressed while a page loads, when a key comes after the page but before its photo opened, then the waiting keys and it are stepped from that photo, and the late opening adds nothing")
    func aKeyAfterThePageCameStepsTheWaitingOnes() {
        var trail = StepTrail()
        _ = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false)
        _ = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false)

        let key = trail.take(next("1-4"), in: twoPages, hasMore: true, failed: false)
        let opening = trail.resume(in: twoPages, hasMore: true)

        #expect(key.steps == [next("2-1"), next("2-2")])
        #expect(opening.steps.isEmpty)
    }

    @Test("given keys pressed while a page loads, when the page fails, then they are dropped, and the next key asks for the page again")
    func keysWaitingOnAFailedPageAreDropped() {
        var trail = StepTrail()
        _ = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false)
        _ = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false)
        _ = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: false)

        let again = trail.take(next("1-4"), in: firstPage, hasMore: true, failed: true)
        let afterPage = trail.resume(in: twoPages, hasMore: true)

        #expect(again.steps == [next("1-4")])
        #expect(afterPage.steps.isEmpty, "the keys that waited on the failed page are not stepped later")
    }

    @Test("given a step waiting for a page and a key kept, when the rows change without that page, then the trail keeps waiting; when the page comes, the key is stepped")
    func anEarlierOpeningIsNotThePagesPhoto() {
        var trail = StepTrail()
        _ = trail.take(next("1-3"), in: firstPage, hasMore: true, failed: false)
        _ = trail.take(next("1-3"), in: firstPage, hasMore: true, failed: false)
        _ = trail.take(next("1-3"), in: firstPage, hasMore: true, failed: false)

        let earlier = trail.resume(in: firstPage, hasMore: true)
        let page = trail.resume(in: twoPages, hasMore: true)

        #expect(earlier.steps.isEmpty)
        #expect(page.steps == [next("2-1")])
    }
}
