import Domain
import DomainTesting
import Presentation
import Testing

/// A list's rows are kept as the chunks the pages brought, and must read exactly like an array of them.
@Suite("PhotoListRows")
struct PhotoListRowsTests {
    private static func items(_ range: Range<Int>) -> [PhotoListItem] {
        range.map { PhotoListItem(.fixture(id: "photo-\($0)"), isFavorite: $0 % 3 == 0) }
    }

    @Test("given rows appended page by page, including empty pages, when read by index, iterated and sliced, then they are the array of the same rows", arguments: [1, 7, 30])
    func readsLikeAnArray(perPage: Int) {
        let all = Self.items(0..<100)
        var rows = PhotoListRows()
        for start in stride(from: 0, to: all.count, by: perPage) {
            rows.append(contentsOf: all[start..<min(start + perPage, all.count)])
            rows.append(contentsOf: [])
        }
        #expect(rows.count == all.count)
        #expect(Array(rows) == all)
        #expect(all.indices.allSatisfy { rows[$0] == all[$0] })
        #expect(Array(rows[40..<45]) == Array(all[40..<45]))
        #expect(Array(rows.reversed()) == all.reversed())
        #expect(rows.firstIndex { $0.id == PhotoID("photo-77") } == 77)
    }

    @Test("given the same rows chunked differently, when compared, then they are equal; a different row makes them unequal")
    func equalityIgnoresChunks() {
        let all = Self.items(0..<10)
        var paged = PhotoListRows()
        paged.append(contentsOf: all[0..<4])
        paged.append(contentsOf: all[4..<10])
        #expect(paged == PhotoListRows(all))
        var changed = paged
        changed[7].isFavorite.toggle()
        #expect(changed != paged)
        #expect(PhotoListRows() == [])
    }

    @Test("given a copy taken before a page was added and a row changed, when read, then the copy still has the rows it had")
    func copiesAreValues() {
        var rows = PhotoListRows(Self.items(0..<30))
        let before = rows
        rows.append(contentsOf: Self.items(30..<60))
        rows[3].isFavorite.toggle()
        #expect(before.count == 30)
        #expect(Array(before) == Self.items(0..<30))
        #expect(rows[3].isFavorite != before[3].isFavorite)
    }
}
