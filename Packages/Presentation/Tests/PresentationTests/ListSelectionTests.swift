import Presentation
import Testing

/// The rules of moving through a list, as a specification: a movement, and the row selected after it.
@Suite("ListSelection")
struct ListSelectionTests {
    @Test("given 30 rows, when the user pages down and up a screen of 10, then each page moves 9 rows and stops at either end")
    func pagesMoveAScreenLessOneRow() {
        var selection = ListSelection()

        selection.move(.pageDown(rows: 10), count: 30, hasMore: false)
        let afterOne = selection.index
        selection.move(.pageDown(rows: 10), count: 30, hasMore: false)
        selection.move(.pageDown(rows: 10), count: 30, hasMore: false)
        selection.move(.pageDown(rows: 10), count: 30, hasMore: false)
        let atEnd = selection.index
        selection.move(.pageUp(rows: 10), count: 30, hasMore: false)

        #expect(afterOne == 9)
        #expect(atEnd == 29)
        #expect(selection.index == 20)
    }

    @Test("given a list with more pages, when the user presses End, then the selection stops at the last row loaded")
    func endStopsAtTheLoadedRows() {
        var selection = ListSelection()

        selection.move(.last, count: 30, hasMore: true)
        selection.rowsArrived(count: 60)

        #expect(selection.index == 29)
    }

    @Test("given a list with more pages, when Page Down aims past the loaded rows, then the selection goes as far as it can and finishes as rows arrive")
    func pageDownPastTheLoadedRowsFinishesLater() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)

        selection.move(.pageDown(rows: 10), count: 30, hasMore: true)
        let waiting = selection.index
        selection.rowsArrived(count: 60)

        #expect(waiting == 29)
        #expect(selection.index == 38)
    }

    @Test("given a list without more pages, when Page Down aims past its end, then nothing is remembered for rows that come later")
    func pageDownAtTheRealEndAimsNowhere() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: false)

        selection.move(.pageDown(rows: 10), count: 30, hasMore: false)
        selection.rowsArrived(count: 60)

        #expect(selection.index == 29)
    }

    @Test("given a Page Down waiting for rows, when the user moves otherwise, then the waiting target is forgotten")
    func anotherMoveCancelsTheWaitingTarget() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)
        selection.move(.pageDown(rows: 10), count: 30, hasMore: true)

        selection.move(.up, count: 30, hasMore: true)
        selection.rowsArrived(count: 60)

        #expect(selection.index == 28)
    }

    @Test("given rows removed under the selection, when it is clamped, then it stays on the last row; an empty list selects row 0")
    func clampKeepsTheSelectionInside() {
        var selection = ListSelection()
        selection.select(12, count: 20)

        selection.clamp(count: 5)
        let clamped = selection.index
        selection.clamp(count: 0)

        #expect(clamped == 4)
        #expect(selection.index == 0)
    }
}
