import Domain
import DomainTesting
import Presentation
import Testing

/// Steps from a detail pressed faster than the detail follows, as a specification.
@Suite("StepTrail")
struct StepTrailTests {
    private let items = PhotoPage.fixture(page: 1, count: 4).photos.map { PhotoListItem($0) }

    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }

    @Test("given a detail on the first photo, when next is pressed three times before it follows, then each step starts where the last one led")
    func burstsStepFromWhereTheLastStepLed() {
        var trail = StepTrail()

        let steps = (0..<3).map { _ in trail.take(PhotoStep(from: id("1-1"), .next), in: items, hasMore: false).step.from }

        #expect(steps == [id("1-1"), id("1-2"), id("1-3")])
    }

    @Test("given the last photo of a whole list, when next is pressed, then the step says there is none; previous on the first says so too")
    func theEndsSaySo() {
        var trail = StepTrail()
        var fromStart = StepTrail()

        let last = trail.take(PhotoStep(from: id("1-4"), .next), in: items, hasMore: false)
        let first = fromStart.take(PhotoStep(from: id("1-1"), .previous), in: items, hasMore: false)

        #expect(last.notice == "This is the last photo.")
        #expect(first.notice == "This is the first photo.")
    }

    @Test("given a step past the loaded rows of a list with more, when the page arrives and opens a photo, then the next step starts from it")
    func aStepWaitingForAPageFollowsWhatOpened() {
        var trail = StepTrail()
        let waiting = trail.take(PhotoStep(from: id("1-4"), .next), in: items, hasMore: true)

        trail.opened(id("2-1"))
        let after = trail.take(PhotoStep(from: id("1-4"), .next), in: items, hasMore: true)

        #expect(waiting.notice == nil)
        #expect(after.step.from == id("2-1"))
    }
}
