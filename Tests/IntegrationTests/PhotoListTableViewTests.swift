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

    @Test("given a search the source says matched nothing, when rendered, then the footer alone is printed, saying so once and not that the results ended")
    func searchWithNoResultsIsTheFooterAlone() {
        var empty = state([], hasMore: false)
        (empty.total, empty.totalPages) = (0, 0)

        let table = PhotoListTableView.render(empty, width: 80, end: "end of the results")

        #expect(table == "0 photos, page 1, no results")
    }

    @Test("given a last page the source says has photos, when rendered, then the footer says the results ended")
    func lastPageSaysTheResultsEnded() {
        var last = state([Photo.fixture(id: "a")], hasMore: false)
        (last.total, last.totalPages) = (1, 1)

        let table = PhotoListTableView.render(last, width: 80, end: "end of the results")

        #expect(table.split(separator: "\n").count == 3)
        #expect(table.hasSuffix("\n1 photo, page 1 of 1, end of the results, 1 photo in all"), "\(table)")
    }

    @Test("given no topics, when the topics table renders, then the footer alone is printed")
    func emptyItemTableIsTheFooterAlone() {
        #expect(!TopicsTableView.render(Self.loaded([Topic]()), width: 80).contains("\n"))
    }

    @Test("given a terminal of any width, when rendered, then no line is wider than the terminal, down to the narrowest the columns allow", arguments: [40, 59, 60, 64, 80, 132])
    func fitsWidth(width: Int) {
        let photos = (1...5).map { Photo.fixture(id: "id-\($0)", authorName: "Augusta Ada King, Countess of Lovelace", description: String(repeating: "long description ", count: 20)) }

        let table = PhotoListTableView.render(state(photos), width: width)

        let likes = photos.map { TerminalText.width(PhotoListItem($0).likesText) }.max() ?? 0
        let minimum = 1 + 11 + 8 + 11 + likes + 5 * 2 + 6  // #, the ids, the author cut, the sizes, the likes, gaps, the shortest description
        #expect(table.split(separator: "\n").allSatisfy { TerminalText.width(String($0)) <= max(width, minimum) })
        #expect(table.contains("Augusta"), "an author cut, not dropped")
    }

    @Test("given an id longer than Unsplash's, a size of 12,000 pixels and a six-figure like count, when rendered on a narrow terminal, then none of them is cut; the author is")
    func identifyingCellsAreNotCut() {
        let photo = Photo.fixture(id: "a-long-id-of-23-letters", width: 12_000, height: 8_000, likes: 123_456, authorName: "Augusta Ada King, Countess of Lovelace")
        let item = PhotoListItem(photo)

        let row = PhotoListTableView.render(state([photo]), width: 60).split(separator: "\n")[1]

        #expect(row.contains(" a-long-id-of-23-letters ") && row.contains(" \(item.dimensionsText) ") && row.contains(" \(item.likesText) "), "\(row)")
        #expect(row.contains("Augusta") && !row.contains("Lovelace"))
    }

    @Test("given the demo's longest slugs and collection ids, when topics and collections render on a narrow terminal, then every line fits and no slug or id is cut", arguments: [60, 80])
    func itemTablesFitWidth(width: Int) {
        let topics = ["architecture-interior", "-film", "textures-patterns"].map {
            Topic(id: $0, slug: $0, title: "A title longer than any column gives it", description: String(repeating: "words ", count: 30), totalPhotos: 12_345)
        }
        let collections = ["-4G", "1234567"].map {
            PhotoCollection(id: $0, title: "A title longer than any column gives it", description: nil, totalPhotos: 120, curator: nil)
        }

        let topicTable = TopicsTableView.render(Self.loaded(topics), width: width)
        let collectionTable = CollectionsTableView.render(Self.loaded(collections), width: width)

        for line in (topicTable + "\n" + collectionTable).split(separator: "\n") {
            #expect(TerminalText.width(String(line)) <= width, "\(line)")
        }
        #expect(topics.allSatisfy { topicTable.contains($0.slug + " ") })
        #expect(collections.allSatisfy { collectionTable.contains($0.id + " ") })
    }

    /// A list that loaded `items` as its first page, through its reducer.
    private static func loaded<Item>(_ items: [Item]) -> ItemListState<Item> {
        var state = ItemListState<Item>()
        ItemListSystem.reduce(&state, .appeared)
        if let load = state.load { ItemListSystem.reduce(&state, .loaded(load, .success(ItemPage(items: items, page: 1, hasNextPage: true)))) }
        return state
    }

    @Test("given the last page, when rendered, then the footer says the catalog ends")
    func endOfCatalog() {
        let table = PhotoListTableView.render(state([.fixture()], hasMore: false), width: 100)
        #expect(table.hasSuffix("1 photo, page 1, end of catalog"))
    }
}
