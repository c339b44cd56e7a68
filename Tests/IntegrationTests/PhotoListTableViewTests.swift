import Domain
import DomainTesting
@testable import PhotoListTerminal
import Presentation
import Testing

@Suite("PhotoListTableView")
struct PhotoListTableViewTests {
    private func state(_ photos: [Photo], hasMore: Bool = true) -> PhotoListState {
        PhotoListState(items: PhotoListRows(photos.map { PhotoListItem($0) }), phase: .loaded, hasMore: hasMore, page: 1)
    }

    @Test("given a description carrying escape sequences, when rendered, then the table contains no control characters")
    func hostileDescription() {
        let hostile = Photo.fixture(id: "x", authorName: "Eve\u{1B}]0;owned\u{07}", description: "\u{1B}[2J\u{9B}31mgotcha\nline")

        let table = PhotoListTableView.render(state([hostile]), width: 100)

        #expect(!table.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) })
        #expect(table.contains("gotcha line"))
    }

    @Test("given a narrow terminal, when rendered, then no line is wider than the terminal", arguments: [40, 80, 132])
    func fitsWidth(width: Int) {
        let photos = (1...5).map { Photo.fixture(id: "id-\($0)", description: String(repeating: "long description ", count: 20)) }

        let table = PhotoListTableView.render(state(photos), width: width)

        let minimum = 2 + 11 + 20 + 11 + 12 + 10 + 10  // fixed columns, gaps and the narrowest description
        #expect(table.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= max(width, minimum) })
    }

    @Test("given the last page, when rendered, then the footer says the catalog ends")
    func endOfCatalog() {
        let table = PhotoListTableView.render(state([.fixture()], hasMore: false), width: 100)
        #expect(table.hasSuffix("1 photo, page 1, end of catalog"))
    }
}
