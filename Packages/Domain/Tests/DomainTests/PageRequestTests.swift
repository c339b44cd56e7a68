import Domain
import Testing

@Suite("PageRequest validation")
struct PageRequestTests {
    @Test("given no arguments, when created, then it asks for page 1 with 30 photos")
    func defaults() throws {
        let request = try PageRequest()
        #expect(request.page == 1)
        #expect(request.perPage == 30)
    }

    @Test("given a page below 1, when created, then it is refused naming the page", arguments: [0, -1, Int.min])
    func pageBelowOne(page: Int) {
        #expect(throws: DomainError.invalidRequest("page must be at least 1 (got \(page))")) {
            try PageRequest(page: page)
        }
    }

    @Test("given a page size outside 1…30, when created, then it is refused naming the size", arguments: [0, 31, -5, 1000])
    func perPageOutOfRange(perPage: Int) {
        #expect(throws: DomainError.invalidRequest("per-page must be between 1 and 30 (got \(perPage))")) {
            try PageRequest(perPage: perPage)
        }
    }

    @Test("given the bounds 1 and 30, when created, then both are accepted", arguments: [1, 30])
    func perPageBounds(perPage: Int) throws {
        #expect(try PageRequest(page: 7, perPage: perPage).perPage == perPage)
    }

    @Test("given a valid request, when asking for the next one, then only the page grows")
    func next() throws {
        let next = try PageRequest(page: 4, perPage: 12).next
        #expect(next == (try PageRequest(page: 5, perPage: 12)))
    }

    @Test("given a page above the maximum, when created, then it is refused naming the bound", arguments: [1_000_001, Int.max])
    func pageAboveMaximum(page: Int) {
        #expect(throws: DomainError.invalidRequest("page must be at most 1000000 (got \(page))")) {
            try PageRequest(page: page)
        }
    }

    @Test("given the last allowed page, when asking for the next one, then there is none")
    func noPageAfterMaximum() throws {
        #expect(try PageRequest(page: PageRequest.maximumPage).next == nil)
    }
}
