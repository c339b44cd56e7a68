import Domain
import Testing

@Suite("ListingEnd")
struct ListingEndTests {
    @Test("given what the source says of a next page, how many new items a page added, whether a page number follows and whether the page is the offline copy, when the listing's end is decided, then only a page from the source that adds nothing while promising more cuts it short", arguments: [
        (true, 3, true, false, ListingEnd.continues),
        (false, 3, true, false, .last),
        (true, 3, false, false, .last),
        (false, 0, true, false, .last),
        (true, 0, true, false, .cutShort),
        (true, 0, true, true, .continues),
        (false, 0, true, true, .last),
    ])
    func decides(sourceHasNext: Bool, newItems: Int, hasNext: Bool, fromOfflineCopy: Bool, expected: ListingEnd) throws {
        let next = hasNext ? try PageRequest(page: 2) : nil

        #expect(ListingEnd(sourceHasNext: sourceHasNext, newItems: newItems, next: next, fromOfflineCopy: fromOfflineCopy) == expected)
    }

    @Test("given the last page number a request may name, when the source says more follow, then the listing ends there")
    func theLastPageNumberEndsIt() throws {
        let last = try PageRequest(page: PageRequest.maximumPage)

        #expect(ListingEnd(sourceHasNext: true, newItems: 30, next: last.next, fromOfflineCopy: false) == .last)
    }
}
