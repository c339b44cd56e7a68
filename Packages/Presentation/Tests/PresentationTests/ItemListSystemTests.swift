import Domain
import DomainTesting
import Presentation
import Testing

@Suite("The paging rules of topic and collection lists")
struct ItemListSystemTests {
    private typealias Event = ItemListSystem.Event<Topic>

    private static func topics(_ slugs: ClosedRange<Int>) -> [Topic] {
        slugs.map { Topic.fixture(slug: "t\($0)") }
    }

    /// A state that appeared with pages of 10 and received page 1 holding `slugs`.
    private static func loaded(_ slugs: ClosedRange<Int> = 1...10, hasNextPage: Bool = true) throws -> ItemListState<Topic> {
        var state = ItemListState<Topic>(firstPage: try PageRequest(page: 1, perPage: 10))
        ItemListSystem.reduce(&state, Event.appeared)
        let load = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(load, .success(ItemPage(items: topics(slugs), page: 1, hasNextPage: hasNextPage))))
        return state
    }

    @Test("given a list that appears, when its first page arrives, then it shows the items and asks nothing more; appearing again asks nothing")
    func firstPage() throws {
        var state = try Self.loaded()

        ItemListSystem.reduce(&state, Event.appeared)

        #expect(state.items.map(\.slug) == (1...10).map { "t\($0)" })
        #expect(state.phase == .loaded && state.load == nil && state.hasMore)
    }

    @Test("given pages that report the quota, when one reports none and then the source rate limits, then the last quota reported stays, and the rate limit leaves none of its limit")
    func theQuotaFollowsTheAnswers() throws {
        var state = ItemListState<Topic>(firstPage: try PageRequest(page: 1, perPage: 10))
        ItemListSystem.reduce(&state, Event.appeared)
        ItemListSystem.reduce(&state, Event.loaded(try #require(state.load), .success(ItemPage(
            items: Self.topics(1...10), page: 1, hasNextPage: true, rateLimit: RateLimitStatus(remaining: 48, limit: 50)
        ))))
        let reported = state.rateLimit
        ItemListSystem.reduce(&state, Event.sawItem("id-t10"))
        ItemListSystem.reduce(&state, Event.loaded(try #require(state.load), .success(ItemPage(items: Self.topics(11...20), page: 2, hasNextPage: true))))
        let unreported = state.rateLimit
        ItemListSystem.reduce(&state, Event.sawItem("id-t20"))
        ItemListSystem.reduce(&state, Event.loaded(try #require(state.load), .failure(.rateLimited(resetsAt: nil))))

        #expect(reported == RateLimitStatus(remaining: 48, limit: 50))
        #expect(unreported == RateLimitStatus(remaining: 48, limit: 50))
        #expect(state.rateLimit == RateLimitStatus(remaining: 0, limit: 50))
    }

    @Test("given a loaded page, when the user sees an item near the end, then the next page is asked; far from the end, nothing")
    func nearTheEndLoadsMore() throws {
        var state = try Self.loaded()

        ItemListSystem.reduce(&state, Event.sawItem("id-t2"))
        #expect(state.load == nil)
        ItemListSystem.reduce(&state, Event.sawItem("id-t8"))

        #expect(state.load?.value == (try PageRequest(page: 2, perPage: 10)))
        #expect(state.phase == .loadingNextPage)
    }

    @Test("given the next page on its way for an item near the end, when the user refreshes and the first page comes back, then the next page is asked again")
    func aRefreshThatSupersededTheNextPageAsksForItAgain() throws {
        var state = try Self.loaded()
        ItemListSystem.reduce(&state, Event.sawItem("id-t8"))

        ItemListSystem.reduce(&state, Event.refresh)
        ItemListSystem.reduce(&state, Event.loaded(try #require(state.load), .success(ItemPage(items: Self.topics(1...10), page: 1, hasNextPage: true))))

        #expect(state.load?.value == (try PageRequest(page: 2, perPage: 10)))
        #expect(state.phase == .loadingNextPage)
    }

    @Test("given a next page repeating an item, when it arrives, then the item shows once; a page adding nothing ends the list")
    func repeatsAndEnd() throws {
        var state = try Self.loaded()
        ItemListSystem.reduce(&state, Event.sawItem("id-t10"))
        let second = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(second, .success(ItemPage(items: Self.topics(10...12), page: 2, hasNextPage: true))))
        #expect(state.items.count == 12 && state.hasMore)

        ItemListSystem.reduce(&state, Event.sawItem("id-t12"))
        let third = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(third, .success(ItemPage(items: Self.topics(11...12), page: 3, hasNextPage: true))))

        #expect(state.items.count == 12)
        #expect(!state.hasMore)
        #expect(state.end == .cutShort && !state.isComplete)
        #expect(state.endText("end of the list", noun: "topic") == "page 3 added no new topics, so the list stops here")
        #expect(state.cutShortText(noun: "topic") == "page 3 added no new topics, so the list stops here")
    }

    @Test("given a last page the source says is its last, when it arrives, then the list is complete and ends in the view's own words")
    func lastPageCompletes() throws {
        var state = try Self.loaded()
        ItemListSystem.reduce(&state, Event.sawItem("id-t10"))
        let second = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(second, .success(ItemPage(items: Self.topics(11...12), page: 2, hasNextPage: false))))

        #expect(state.end == .last && state.isComplete)
        #expect(state.endText("end of the list", noun: "topic") == "end of the list")
        #expect(state.cutShortText(noun: "topic") == nil)
    }

    @Test("given lists that start at a page, when it arrives, then the page is named with its number grouped, and past the last only when a later page came empty as the last, which the end's words then leave to it", arguments: [
        (1, 0, "page 1"), (2, 3, "page 2"), (2, 0, "page 2, past the last"), (1_000_000, 0, "page 1,000,000, past the last"),
    ])
    func pageText(page: Int, count: Int, text: String) throws {
        var state = ItemListState<Topic>(firstPage: try PageRequest(page: page, perPage: 10))
        #expect(state.pageText == "no page")
        ItemListSystem.reduce(&state, Event.appeared)
        let load = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(load, .success(ItemPage(items: count == 0 ? [] : Self.topics(1...count), page: page, hasNextPage: false))))

        #expect(state.pageText == text)
        #expect(state.endText("end of the list", noun: "topic") == (text.hasSuffix("past the last") ? nil : "end of the list"))
    }

    @Test("given a next page that failed, when the user sees the last item again, then that page is asked again only if trying again may help")
    func seeingTheEndRetriesOnlyWhatMayWork() throws {
        var timedOut = try Self.loaded()
        var refused = try Self.loaded()
        ItemListSystem.reduce(&timedOut, Event.sawItem("id-t10"))
        ItemListSystem.reduce(&refused, Event.sawItem("id-t10"))
        let second = try #require(timedOut.load)
        ItemListSystem.reduce(&timedOut, Event.loaded(second, .failure(.connectivity(.timedOut))))
        ItemListSystem.reduce(&refused, Event.loaded(try #require(refused.load), .failure(.unauthorized)))

        ItemListSystem.reduce(&timedOut, Event.sawItem("id-t10"))
        ItemListSystem.reduce(&refused, Event.sawItem("id-t10"))

        #expect(timedOut.load?.value == second.value && timedOut.phase == .loadingNextPage)
        #expect(refused.load == nil && refused.errorMessage != nil)
    }

    @Test("given a next page that failed, when the user tries again, then that page is asked again and the items stay; a superseded answer is dropped")
    func retryAsksTheFailedPage() throws {
        var state = try Self.loaded()
        ItemListSystem.reduce(&state, Event.sawItem("id-t10"))
        let second = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(second, .failure(.connectivity(.timedOut))))
        #expect(state.errorMessage != nil && state.items.count == 10)

        ItemListSystem.reduce(&state, Event.retry)
        #expect(state.load?.value == second.value)
        ItemListSystem.reduce(&state, Event.refresh)
        ItemListSystem.reduce(&state, Event.loaded(second, .success(ItemPage(items: Self.topics(90...99), page: 2, hasNextPage: true))))

        #expect(!state.items.contains { $0.slug == "t90" })
        #expect(state.load?.value == state.firstPage)
    }

    @Test("given a next page refused for good, or nothing failed, when the user tries again, then the list starts again from its first page, as a photo list does")
    func retryAfterARefusalStartsAgain() throws {
        var refused = try Self.loaded()
        ItemListSystem.reduce(&refused, Event.sawItem("id-t10"))
        ItemListSystem.reduce(&refused, Event.loaded(try #require(refused.load), .failure(.unauthorized)))
        var fine = try Self.loaded()

        ItemListSystem.reduce(&refused, Event.retry)
        ItemListSystem.reduce(&fine, Event.retry)

        #expect(refused.load?.value == refused.firstPage)
        #expect(fine.load?.value == fine.firstPage)
    }

    @Test("given a next page missing from the offline copy, when the user tries again, then that page is asked again (a sync may have added it)")
    func retryAfterAMissingPageAsksItAgain() throws {
        var state = try Self.loaded()
        ItemListSystem.reduce(&state, Event.sawItem("id-t10"))
        let second = try #require(state.load)
        ItemListSystem.reduce(&state, Event.loaded(second, .failure(.notCached)))

        ItemListSystem.reduce(&state, Event.retry)

        #expect(state.load?.value == second.value)
    }
}
