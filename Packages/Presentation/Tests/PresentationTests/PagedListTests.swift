import Domain
import Foundation
import DomainTesting
import Presentation
import Testing

/// The paged-collection core as a specification: an event, and the exact state (and requests) after it.
/// No relays, clocks or tasks: `PagedList.reduce` is a pure function.
@Suite("PagedList.reduce")
struct PagedListTests {
    private let firstPage = PageRequest.first
    private let second = PageRequest.first.next!

    /// A list that appeared and got page 1 of six photos (more to come).
    private func loadedFirstPage(hasFavorites: Bool = true) -> PagedListState {
        var state = PagedListState(firstPage: firstPage, hasFavorites: hasFavorites)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(.fixture(page: 1, count: 6))))
        return state
    }

    private func id(_ raw: String) -> PhotoID { PhotoID(rawValue: raw)! }

    @Test("given a new list, when it appears, then it asks for the first page and the favourites; appearing again asks for nothing")
    func appearingLoadsOnce() {
        var state = PagedListState(firstPage: firstPage, hasFavorites: true)

        PagedList.reduce(&state, .appeared)
        let asked = state.load
        PagedList.reduce(&state, .appeared)

        #expect(asked?.value == firstPage)
        #expect(state.load == asked)
        #expect(state.list.phase == .loadingFirstPage)
        #expect(state.favoritesWanted)
    }

    @Test("given page 1 loaded, when the user sees a row near its end, then page 2 is asked for; a row far from it asks for nothing")
    func nearTheEndLoadsTheNextPage() {
        var far = loadedFirstPage()
        PagedList.reduce(&far, .sawRow(id("1-1")))
        var near = loadedFirstPage()
        PagedList.reduce(&near, .sawRow(id("1-5")))

        #expect(far.load == nil)
        #expect(near.load?.value == second)
        #expect(near.list.phase == .loadingNextPage)
    }

    @Test("given page 2 on its way for a row near the end, when the user refreshes (or a search runs its query again) and the first page comes back, then page 2 is asked for again; a row far from the end asks for nothing", arguments: [
        PagedListEvent.refresh, .restart,
    ])
    func aRefreshThatSupersededTheNextPageAsksForItAgain(again: PagedListEvent) {
        var near = loadedFirstPage()
        PagedList.reduce(&near, .sawRow(id("1-5")))
        var far = loadedFirstPage()
        PagedList.reduce(&far, .sawRow(id("1-1")))
        PagedList.reduce(&far, .loadNextPage)

        PagedList.reduce(&near, again)
        PagedList.reduce(&near, .pageLoaded(near.load!, .success(.fixture(page: 1, count: 6))))
        PagedList.reduce(&far, again)
        PagedList.reduce(&far, .pageLoaded(far.load!, .success(.fixture(page: 1, count: 6))))

        #expect(near.load?.value == second)
        #expect(near.list.phase == .loadingNextPage)
        #expect(far.load == nil)
        #expect(far.list.phase == .loaded)
    }

    @Test("given rows shown and page 2 failed, when the user tries again, then page 2 is asked for again and the rows stay")
    func retryAfterAFailedNextPageAsksForThatPage() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.connectivity(.timedOut))))

        PagedList.reduce(&state, .retry)

        #expect(state.load?.value == second)
        #expect(state.list.phase == .loadingNextPage)
        #expect(state.list.items.count == 6)
    }

    @Test("given the first page failed, or nothing failed, when the user tries again, then the first page is asked for, as a refresh")
    func retryWithoutRowsStartsAgain() {
        var failed = PagedListState(firstPage: firstPage, hasFavorites: false)
        PagedList.reduce(&failed, .appeared)
        PagedList.reduce(&failed, .pageLoaded(failed.load!, .failure(.connectivity(.timedOut))))
        var loaded = loadedFirstPage()

        PagedList.reduce(&failed, .retry)
        PagedList.reduce(&loaded, .retry)

        #expect(failed.load?.value == firstPage)
        #expect(failed.list.phase == .loadingFirstPage)
        #expect(loaded.load?.value == firstPage)
        #expect(loaded.list.phase == .refreshing)
    }

    @Test("given rows shown and a refresh that failed, when the user tries again, then the first page is asked for again, not the next one")
    func retryAfterAFailedRefreshRefreshes() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .refresh)
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.connectivity(.timedOut))))

        PagedList.reduce(&state, .retry)

        #expect(state.load?.value == firstPage)
        #expect(state.list.phase == .refreshing)
        #expect(state.list.items.count == 6)
    }

    @Test("given page 2 missing from the offline copy, when the user tries again, then page 2 is asked for again and the rows stay (a sync may have added it)")
    func retryOfAnUncachedPageKeepsTheRows() {
        var state = loadedFirstPage()
        let rows = state.list.items.count
        PagedList.reduce(&state, .loadNextPage)
        let secondPage = state.load!.value
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.notCached)))

        PagedList.reduce(&state, .retry)

        #expect(state.load?.value == secondPage)
        #expect(state.list.phase == .loadingNextPage)
        #expect(state.list.items.count == rows)
    }

    @Test("given page 2 failed for a reason retrying cannot fix, when the user tries again, then the list starts again from page 1")
    func retryAfterAnUnfixableFailureRefreshes() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.unauthorized)))

        PagedList.reduce(&state, .retry)

        #expect(state.load?.value == firstPage)
        #expect(state.list.phase == .refreshing)
    }

    @Test("given rows loaded with more to come, when the user moves to the end, then the notice counts the loaded rows; at the real end there is none")
    func theEndNoticeCountsLoadedRows() {
        let more = loadedFirstPage()
        var whole = PagedListState(firstPage: firstPage, hasFavorites: false)
        PagedList.reduce(&whole, .appeared)
        PagedList.reduce(&whole, .pageLoaded(whole.load!, .success(.fixture(page: 1, count: 6, hasNextPage: false))))

        #expect(more.list.endNotice == "6 loaded, more available")
        #expect(whole.list.endNotice == nil)
    }

    @Test("given a source that says how many photos it holds, when rows load, then the end notice ends in the compact total, the views' suffix for it; a source that says none has no suffix")
    func theEndNoticeNamesTheSourcesTotal() {
        let sixOf = PhotoPage(photos: PhotoPage.fixture(page: 1, count: 6).photos, page: 1, hasNextPage: true, total: 10_020)
        var state = PagedListState(firstPage: firstPage, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(sixOf)))

        #expect(state.list.totalSuffix == " of 10k")
        #expect(state.list.endNotice == "6 of 10k loaded, more available")
        #expect(loadedFirstPage().list.totalSuffix == nil)
    }

    @Test("given a source whose counts the rows prove wrong (5 photos in all beside 6 listed, no pages beside a page of photos), when the page loads, then those counts are not said; counts the rows agree with are", arguments: [
        (Int?(5), Int?(1), Int?(nil), Int?(1)), (10, 0, 10, nil), (6, 1, 6, 1), (nil, nil, nil, nil),
    ])
    func countsTheRowsProveWrongAreNotSaid(total: Int?, totalPages: Int?, said: Int?, saidPages: Int?) {
        let six = PhotoPage(photos: PhotoPage.fixture(page: 1, count: 6).photos, page: 1, hasNextPage: false, total: total, totalPages: totalPages)
        var state = PagedListState(firstPage: firstPage, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(six)))

        #expect(state.list.total == said)
        #expect(state.list.totalPages == saidPages)
        #expect(!state.list.hasNoResults)
    }

    @Test("given a list that starts at page 5, 10 to a page, whose source counts 12 photos in 2 pages, when page 5 comes with photos, then neither count is said: the rows reach past both")
    func countsAPageBeyondProvesWrongAreNotSaid() throws {
        let fifth = try PageRequest(page: 5, perPage: 10)
        let page = PhotoPage(photos: PhotoPage.fixture(page: 5, count: 10).photos, page: 5, hasNextPage: false, total: 12, totalPages: 2)
        var state = PagedListState(firstPage: fifth, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(page)))

        #expect(state.list.total == nil)
        #expect(state.list.totalPages == nil)
    }

    @Test("given page 1 with photos, when page 2 comes back empty saying the search has no pages at all, then the list does not read as having no results beside its rows")
    func anEmptyPageSayingNoPagesBesideRowsIsNotSaid() {
        var state = PagedListState(firstPage: firstPage, hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: PhotoPage.fixture(page: 1, count: 6).photos, page: 1, hasNextPage: true))))
        PagedList.reduce(&state, .sawRow(state.list.items.last!.id))
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [], page: 2, hasNextPage: false, total: 0, totalPages: 0))))

        #expect(state.list.items.count == 6)
        #expect(!state.list.hasNoResults)
    }

    @Test("given page 2 failed, when the user moves to the end, then there is no notice of more: the failure is what the end says")
    func noEndNoticeBesideAFailure() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.unauthorized)))

        #expect(state.list.hasMore)
        #expect(state.list.endNotice == nil)
    }

    @Test("given page 2 in flight, when the user sees the last row again, then no second request is made")
    func oneRequestAtATime() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .sawRow(id("1-6")))
        let inFlight = state.load

        PagedList.reduce(&state, .sawRow(id("1-6")))
        PagedList.reduce(&state, .loadNextPage)

        #expect(state.load == inFlight)
    }

    @Test("given page 2 in flight, when the user refreshes, then page 1 is asked for instead and page 2's late answer is dropped")
    func refreshSupersedesAndStaleAnswersAreDropped() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .sawRow(id("1-6")))
        let pageTwo = state.load!

        PagedList.reduce(&state, .refresh)
        let refreshing = state
        PagedList.reduce(&state, .pageLoaded(pageTwo, .success(.fixture(page: 2))))

        #expect(refreshing.load?.value == firstPage)
        #expect(refreshing.list.phase == .refreshing)
        #expect(state == refreshing)
    }

    @Test("given a page that repeats listed photos, when it arrives, then each photo is listed once; a page adding none ends the listing")
    func duplicatesAreDroppedAndAnEmptyPageEnds() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        let repeated = PhotoPage(photos: [.fixture(id: "1-2"), .fixture(id: "2-1")], page: 2, hasNextPage: true)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(repeated)))
        let afterTwo = state
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "2-1")], page: 3, hasNextPage: true))))

        #expect(afterTwo.list.items.map(\.id.rawValue) == ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-1"])
        #expect(afterTwo.list.cutShortText == nil)
        #expect(!state.list.hasMore)
        #expect(state.list.items.count == 7)
        #expect(state.list.cutShortText == "page 3 added no new photos, so the list stops here")
    }

    @Test("given a search the source counts 500 pages in, when its first page comes back empty, then the listing ends and says the source cut it short, not that the results ended", arguments: [true, false])
    func anEmptyPageOfAListingWithMoreIsCutShort(sourceSaysMore: Bool) {
        var state = PagedListState(firstPage: firstPage, hasFavorites: true)
        PagedList.reduce(&state, .appeared)
        let empty = PhotoPage(photos: [], page: 1, hasNextPage: sourceSaysMore, total: sourceSaysMore ? 10_000 : 0, totalPages: sourceSaysMore ? 500 : 0)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(empty)))

        #expect(!state.list.hasMore)
        #expect(state.list.isCutShort == sourceSaysMore)
        #expect(state.list.cutShortText == (sourceSaysMore ? "page 1 held no photos although the source said more follow" : nil))
        #expect(state.list.emptyText("No photos here.") == (sourceSaysMore ? "Page 1 held no photos although the source said more follow." : "No photos here."))
        #expect(state.list.isComplete == !sourceSaysMore)
    }

    @Test("given a listing started at page 3, when that page comes back empty although the source says more follow, then it says page 3 held nothing, not that it repeated earlier photos")
    func anEmptyFirstPageAskedPastPageOneNamesItsNumber() throws {
        var state = PagedListState(firstPage: try PageRequest(page: 3, perPage: 10), hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [], page: 3, hasNextPage: true))))

        #expect(state.list.cutShortText == "page 3 held no photos although the source said more follow")
    }

    @Test("given a listing without sponsored photos whose pages 1 to 4 held nothing else, when the answer comes, then the list stops and says the pages held only sponsored photos left out as asked, not that the source sent none")
    func pagesOfOnlySponsoredPhotosSayWhyTheListStops() throws {
        var state = PagedListState(firstPage: try PageRequest(page: 1, perPage: 5), hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        let answer = PhotoPage(photos: [], page: 4, hasNextPage: true, total: 100, sponsoredLeftOut: 20, onlySponsoredPages: 1...4)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(answer)))

        #expect(state.list.isCutShort)
        #expect(state.list.sponsoredLeftOut == 20)
        #expect(state.list.cutShortText == "pages 1–4 held only sponsored photos, left out as asked, so the list stops here")
        #expect(state.list.emptyText("The catalog is empty.") == "Pages 1–4 held only sponsored photos, left out as asked, so the list stops here.")
    }

    @Test("given a next page of nothing but sponsored photos left out, when it comes after listed rows, then the list stops and names that page alone; a page that also held other photos says nothing of the kind")
    func aLaterPageOfOnlySponsoredPhotosNamesItself() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "2-1")], page: 2, hasNextPage: true, sponsoredLeftOut: 2))))
        let withOthers = state.list
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [], page: 3, hasNextPage: true, sponsoredLeftOut: 6, onlySponsoredPages: 3...3))))

        #expect(withOthers.onlySponsoredPages == nil && withOthers.sponsoredLeftOut == 2 && withOthers.hasMore)
        #expect(state.list.cutShortText == "page 3 held only sponsored photos, left out as asked, so the list stops here")
    }

    @Test("given an offline copy of a first page of nothing but sponsored photos, whose next page the copy lacks, when it comes, then the empty list says the page held only sponsored photos, though the listing goes on")
    func anOfflinePageOfOnlySponsoredPhotosSaysSo() throws {
        var state = PagedListState(firstPage: try PageRequest(page: 1, perPage: 3), hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        let copy = PhotoPage(photos: [], page: 1, hasNextPage: true, sponsoredLeftOut: 3, onlySponsoredPages: 1...1).cached(at: Date(timeIntervalSince1970: 0))
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(copy)))

        #expect(state.list.end == .continues)
        #expect(state.list.emptyText("The catalog is empty.") == "Page 1 held only sponsored photos, left out as asked.")
    }

    @Test("given a catalog whose last pages held only sponsored photos, all left out, when the last comes, then the empty list says so, and where it ends, rather than that the catalog is empty")
    func aCatalogOfOnlySponsoredPhotosSaysSoWhenItEnds() throws {
        var state = PagedListState(firstPage: try PageRequest(page: 1, perPage: 30), hasFavorites: false)
        PagedList.reduce(&state, .appeared)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [], page: 4, hasNextPage: false, total: 100, sponsoredLeftOut: 100, onlySponsoredPages: 1...4))))

        #expect(state.list.end == .last && state.list.cutShortText == nil)
        #expect(state.list.emptyText("The catalog is empty.") == "Pages 1–4 held only sponsored photos, left out as asked.")
        #expect(state.list.endText("end of catalog") == "pages 1–4 held only sponsored photos, left out as asked, end of catalog")
        #expect(state.list.sponsoredNote == "pages 1–4 held only sponsored photos, left out as asked")
    }

    @Test("given listed rows whose catalog's last pages held only sponsored photos, when the last comes, then the list is complete and its sponsored note names those pages; while a refresh loads, it says nothing of them")
    func aListEndingInSponsoredPagesHasANote() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [], page: 3, hasNextPage: false, sponsoredLeftOut: 4, onlySponsoredPages: 2...3))))
        let ended = state.list
        PagedList.reduce(&state, .refresh)

        #expect(ended.isComplete && !ended.items.isEmpty)
        #expect(ended.sponsoredNote == "pages 2–3 held only sponsored photos, left out as asked")
        #expect(state.list.sponsoredNote == nil)
    }

    @Test("given a list the source cut short, when the user refreshes, then no text says it was cut short while the first page loads, and a first page with more to come lets it go on")
    func aRefreshUndoesACutShortList() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "1-1")], page: 2, hasNextPage: true))))
        #expect(state.list.isCutShort)

        PagedList.reduce(&state, .refresh)
        let refreshing = state.list
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(.fixture(page: 1, count: 6))))

        #expect(refreshing.phase == .refreshing && refreshing.cutShortText == nil)
        #expect(state.list.end == .continues && state.list.cutShortText == nil)
    }

    @Test("given an offline copy of page 2 that adds no photo (an old page of a list that moved on), when it arrives, then the listing does not end: page 3 is asked at once, since no row the user sees changed")
    func anOfflineCopyAddingNothingDoesNotEndTheListing() throws {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        let old = PhotoPage(photos: [.fixture(id: "1-2")], page: 2, hasNextPage: true)
            .with(origin: .offlineCopy(fetchedAt: Date(timeIntervalSince1970: 0), outage: .failed(diagnosticCode: 503)))
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(old)))

        #expect(state.list.hasMore)
        #expect(try #require(state.load).value.page == 3)
        #expect(state.list.phase == .loadingNextPage)
    }

    @Test("given 40 requests left, when the next page is the offline copy because the quota ran out, then the quota shown is none left, of the same limit")
    func aRateLimitedCopyShowsNoQuotaLeft() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        let quota = PhotoPage(photos: [.fixture(id: "2-1")], page: 2, hasNextPage: true, rateLimit: RateLimitStatus(remaining: 40, limit: 50))
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(quota)))
        PagedList.reduce(&state, .loadNextPage)
        let copy = PhotoPage(photos: [.fixture(id: "3-1")], page: 3, hasNextPage: true)
            .with(origin: .offlineCopy(fetchedAt: Date(timeIntervalSince1970: 0), outage: .rateLimited(resetsAt: nil)))
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(copy)))

        #expect(state.list.rateLimit == RateLimitStatus(remaining: 0, limit: 50))
        #expect(state.list.outageNote == "rate limited")
    }

    @Test("given 40 requests left, when the next page is refused for the rate limit with nothing kept, then the quota shown is none left, of the same limit")
    func aRateLimitedFailureShowsNoQuotaLeft() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        let quota = PhotoPage(photos: [.fixture(id: "2-1")], page: 2, hasNextPage: true, rateLimit: RateLimitStatus(remaining: 40, limit: 50))
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(quota)))
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.rateLimited(resetsAt: nil))))

        #expect(state.list.rateLimit == RateLimitStatus(remaining: 0, limit: 50))
    }

    @Test("given one list state copied, when each copy takes a different page, then each lists its own photos as if the other had never been")
    func copiesOfAStateListTheirOwnPhotos() {
        var start = loadedFirstPage()
        PagedList.reduce(&start, .loadNextPage)
        let page = { (ids: [String]) in PhotoPage(photos: ids.map { .fixture(id: $0) }, page: 2, hasNextPage: true) }
        var (first, second, third) = (start, start, start)

        PagedList.reduce(&first, .pageLoaded(first.load!, .success(page(["a", "b"]))))
        PagedList.reduce(&second, .pageLoaded(second.load!, .success(page(["b", "c", "1-1"]))))
        PagedList.reduce(&third, .pageLoaded(third.load!, .success(page(["a"]))))
        var fresh = loadedFirstPage()
        PagedList.reduce(&fresh, .loadNextPage)
        PagedList.reduce(&fresh, .pageLoaded(fresh.load!, .success(page(["a", "b"]))))
        PagedList.reduce(&second, .loadNextPage)
        PagedList.reduce(&second, .pageLoaded(second.load!, .success(PhotoPage(photos: [.fixture(id: "a"), .fixture(id: "c")], page: 3, hasNextPage: true))))

        let firstPageIDs = ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6"]
        #expect(first.list.items.map(\.id.rawValue) == firstPageIDs + ["a", "b"])
        #expect(second.list.items.map(\.id.rawValue) == firstPageIDs + ["b", "c", "a"])
        #expect(third.list.items.map(\.id.rawValue) == firstPageIDs + ["a"])
        #expect(start.list.items.map(\.id.rawValue) == firstPageIDs)
        #expect(fresh == first, "the same pages make equal states, whatever their history")
        #expect(fresh != third)
    }

    @Test("given a failed page, when the user sees the last row, then the same page is asked for again as a new request")
    func aFailedPageIsRetried() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .loadNextPage)
        let failed = state.load!
        PagedList.reduce(&state, .pageLoaded(failed, .failure(.connectivity(.timedOut))))
        let failedState = state
        PagedList.reduce(&state, .sawRow(id("1-6")))

        #expect(failedState.list.errorMessage != nil)
        #expect(state.load?.value == failed.value)
        #expect(state.load != failed)
    }

    @Test("given a refresh that arrives, when a row it replaced is selected, then that photo still opens; an unknown id opens nothing")
    func replacedRowsStillNameTheirPhotos() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .refresh)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "new")], page: 1, hasNextPage: false))))

        var unknown = state
        PagedList.reduce(&unknown, .select(id("nowhere")))
        PagedList.reduce(&state, .select(id("1-3")))

        #expect(state.navigation?.value == .detail(id("1-3")))
        #expect(unknown.navigation == nil)
    }

    @Test("given the last loaded photo open, when the user steps to the next, then page 2 is loaded first and its first photo opens in place")
    func steppingPastTheLoadedRowsWaitsForThePage() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .select(id("1-6")))
        PagedList.reduce(&state, .navigated(state.navigation!.number))
        PagedList.reduce(&state, .step(PhotoStep(from: id("1-6"), .next)))
        let waiting = state
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(.fixture(page: 2))))

        #expect(waiting.load?.value == second)
        #expect(waiting.navigation == nil)
        #expect(state.navigation?.value == .detailInPlace(id("2-1")))
    }

    @Test("given a step waiting for the next page, when that page fails, then the detail is told why the step led nowhere, and no photo opens")
    func aStepWhosePageFailsSaysWhy() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .select(id("1-6")))
        PagedList.reduce(&state, .navigated(state.navigation!.number))
        PagedList.reduce(&state, .step(PhotoStep(from: id("1-6"), .next)))
        PagedList.reduce(&state, .pageLoaded(state.load!, .failure(.sourceFailed(diagnosticCode: 503))))

        #expect(state.stepNotice?.value == "The next photos could not be loaded: the photo service failed (HTTP 503). Try again later.")
        #expect(state.navigation == nil)
    }

    @Test("given the same photo chosen twice, then two routes are asked for; a route taken is cleared only by its own number")
    func routesAreNumbered() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .select(id("1-1")))
        let first = state.navigation!
        PagedList.reduce(&state, .select(id("1-1")))
        let second = state.navigation!
        PagedList.reduce(&state, .navigated(first.number))
        let stillAsked = state.navigation
        PagedList.reduce(&state, .navigated(second.number))

        #expect(first != second)
        #expect(stillAsked == second)
        #expect(state.navigation == nil)
    }

    @Test("given favourites, when they change, then the marks follow; a toggle asks for the mark each row showed turned over and shows it at once; a list without favourites asks nothing")
    func favouriteMarks() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .favoritesChanged([id("1-2")]))
        let stored = state.list.items.filter(\.isFavorite).map(\.id)
        PagedList.reduce(&state, .toggleFavorite(id("1-4")))
        PagedList.reduce(&state, .toggleFavorite(id("1-2")))
        var plain = loadedFirstPage(hasFavorites: false)
        PagedList.reduce(&plain, .toggleFavorite(id("1-4")))

        #expect(stored == [id("1-2")])
        #expect(state.favoriteMarks.map(\.value.photo.id) == [id("1-4"), id("1-2")])
        #expect(state.favoriteMarks.map(\.value.isFavorite) == [true, false])
        #expect(state.list.items.filter(\.isFavorite).map(\.id) == [id("1-4")])
        #expect(plain.favoriteMarks.isEmpty)
    }

    @Test("given marks pressed on three rows before the store answers any, when the store stores the first and refuses the second, then each row's mark is asked for and kept apart: the store's answer leaves both waiting rows as pressed, the refused row alone shows the store's mark again, and the third stays as pressed")
    func marksOnDifferentRowsAreAllAskedFor() throws {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .favoritesChanged([]))
        PagedList.reduce(&state, .toggleFavorite(id("1-2")))
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))
        PagedList.reduce(&state, .toggleFavorite(id("1-4")))
        let asked = state.favoriteMarks
        try #require(asked.count == 3)

        PagedList.reduce(&state, .favoriteMarked(asked[0].number, stored: true))
        PagedList.reduce(&state, .favoritesChanged([id("1-2")]))  // the store's answer to the first
        let shownWhileTwoWait = state.list.items.filter(\.isFavorite).map(\.id)
        PagedList.reduce(&state, .favoriteMarked(asked[1].number, stored: false))

        #expect(asked.map(\.value.photo.id) == [id("1-2"), id("1-3"), id("1-4")])
        #expect(Set(asked.map(\.number)).count == 3)
        #expect(shownWhileTwoWait == [id("1-2"), id("1-3"), id("1-4")])
        #expect(state.favoriteMarks == [asked[2]])
        #expect(state.list.items.filter(\.isFavorite).map(\.id) == [id("1-2"), id("1-4")])
    }

    @Test("given marks on their way, one adding and one removing, when a refresh brings the first page again and the next page comes, then their rows still show them as pressed")
    func pagesThatComeMeanwhileKeepPendingMarks() {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .favoritesChanged([id("1-4")]))
        PagedList.reduce(&state, .toggleFavorite(id("1-2")))
        PagedList.reduce(&state, .toggleFavorite(id("1-4")))

        PagedList.reduce(&state, .refresh)  // 1-2 has moved on to page 2 meanwhile
        let refreshedPage = PhotoPage(photos: ["1-1", "1-3", "1-4"].map { Photo.fixture(id: $0) }, page: 1, hasNextPage: true)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(refreshedPage)))
        let refreshed = state.list.items.filter(\.isFavorite).map(\.id)
        PagedList.reduce(&state, .loadNextPage)
        PagedList.reduce(&state, .pageLoaded(state.load!, .success(PhotoPage(photos: [.fixture(id: "1-2"), .fixture(id: "2-1")], page: 2, hasNextPage: true))))

        #expect(state.list.items.map(\.id) == [id("1-1"), id("1-3"), id("1-4"), id("1-2"), id("2-1")])
        #expect(refreshed.isEmpty)
        #expect(state.list.items.filter(\.isFavorite).map(\.id) == [id("1-2")])
        #expect(state.favoriteMarks.count == 2)
    }

    @Test("given a row pressed twice, when the store answers the first press before the second is stored, then the row keeps the second's mark, so a third press turns over what it shows")
    func theStoresAnswerToAnEarlierPressDoesNotTurnTheMarkBack() throws {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .favoritesChanged([]))
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))  // shown as a favourite, asked for
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))  // shown as not, asked for instead

        PagedList.reduce(&state, .favoritesChanged([id("1-3")]))  // the first press reached the store
        let shown = state.list.items.filter(\.isFavorite).map(\.id)
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))

        #expect(shown.isEmpty)
        #expect(state.favoriteMarks.map(\.value.isFavorite) == [true])
    }

    @Test("given a row toggled twice before the store answers, when asked, then the second press replaces the first's request and turns over its mark; a mark not stored shows the store's favourites again")
    func pendingMarks() throws {
        var state = loadedFirstPage()
        PagedList.reduce(&state, .favoritesChanged([]))
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))
        let second = try #require(state.favoriteMarks.last)
        let pendingAfterTwo = state.favoriteMarks.count
        PagedList.reduce(&state, .toggleFavorite(id("1-3")))
        let third = try #require(state.favoriteMarks.last)
        let shownBeforeTheAnswer = state.list.items.filter(\.isFavorite).map(\.id)

        PagedList.reduce(&state, .favoriteMarked(second.number, stored: false))  // superseded: changes nothing
        let afterTheOld = state.list.items.filter(\.isFavorite).map(\.id)
        PagedList.reduce(&state, .favoriteMarked(third.number, stored: false))

        #expect(pendingAfterTwo == 1)
        #expect(second.value.isFavorite == false)
        #expect(third.value.isFavorite == true)
        #expect(shownBeforeTheAnswer == [id("1-3")])
        #expect(afterTheOld == [id("1-3")])
        #expect(state.list.items.filter(\.isFavorite).isEmpty)
        #expect(state.favoriteMarks.isEmpty)
    }
}
