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
        selection.rowsArrived(count: 60, moreMayCome: true)

        #expect(selection.index == 29)
    }

    @Test("given the last loaded row of a list with more pages, when End is pressed again, then it waits for the next page and goes to its last row, and no further as later pages come")
    func endOnTheLastLoadedRowGoesToTheNextPagesEnd() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)

        selection.move(.last, count: 30, hasMore: true)
        let waiting = (selection.index, selection.awaitsRows)
        selection.rowsArrived(count: 30, moreMayCome: true)
        selection.rowsArrived(count: 60, moreMayCome: true)
        let arrived = (selection.index, selection.awaitsRows)
        selection.rowsArrived(count: 90, moreMayCome: true)

        #expect(waiting == (29, true))
        #expect(arrived == (59, false))
        #expect(selection.index == 59)
    }

    @Test("given End waiting for the next page, when rows arrive saying no more may come, or the list is read anew shorter, then nothing is awaited and the selection stays")
    func aWaitingEndIsForgottenWhenNoRowsCanReachIt() {
        var ended = ListSelection()
        ended.move(.last, count: 30, hasMore: true)
        ended.move(.last, count: 30, hasMore: true)
        var reread = ended

        ended.rowsArrived(count: 30, moreMayCome: false)
        reread.rowsArrived(count: 20, moreMayCome: true)
        reread.rowsArrived(count: 40, moreMayCome: true)

        #expect((ended.index, ended.awaitsRows) == (29, false))
        #expect((reread.index, reread.awaitsRows) == (19, false))
    }

    @Test("given the last row of a list without more pages, when End is pressed again, then nothing is awaited")
    func endAtTheRealEndAwaitsNothing() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: false)

        selection.move(.last, count: 30, hasMore: false)

        #expect(selection.index == 29)
        #expect(!selection.awaitsRows)
    }

    @Test("given End waiting for the next page, when Down is pressed, then it counts from the row it is on and waits for the row after it")
    func aDownAfterAWaitingEndCountsFromTheRowShown() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)
        selection.move(.last, count: 30, hasMore: true)

        selection.move(.down, count: 30, hasMore: true)
        selection.rowsArrived(count: 60, moreMayCome: true)

        #expect(selection.index == 30)
        #expect(!selection.awaitsRows)
    }

    @Test("given a list with more pages, when Page Down aims past the loaded rows, then the selection goes as far as it can and finishes as rows arrive")
    func pageDownPastTheLoadedRowsFinishesLater() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)

        selection.move(.pageDown(rows: 10), count: 30, hasMore: true)
        let waiting = selection.index
        selection.rowsArrived(count: 60, moreMayCome: true)

        #expect(waiting == 29)
        #expect(selection.index == 38)
    }

    @Test("given a list without more pages, when Page Down aims past its end, then nothing is remembered for rows that come later")
    func pageDownAtTheRealEndAimsNowhere() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: false)

        selection.move(.pageDown(rows: 10), count: 30, hasMore: false)
        selection.rowsArrived(count: 60, moreMayCome: true)

        #expect(selection.index == 29)
    }

    @Test("given a Page Down waiting for rows, when the user moves up, then the up counts from where Page Down aimed, as the keys were pressed")
    func aMoveWhileWaitingCountsFromTheTarget() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)
        selection.move(.pageDown(rows: 10), count: 30, hasMore: true)

        selection.move(.up, count: 30, hasMore: true)
        selection.rowsArrived(count: 60, moreMayCome: true)

        #expect(selection.index == 29 + 9 - 1)
    }

    @Test("given a waiting target, when the user goes to the first row, then the target is forgotten")
    func anAbsoluteMoveForgetsTheWaitingTarget() {
        var selection = ListSelection()
        selection.move(.last, count: 30, hasMore: true)
        selection.move(.down, count: 30, hasMore: true)

        selection.move(.first, count: 30, hasMore: true)
        selection.rowsArrived(count: 60, moreMayCome: true)

        #expect(selection.index == 0)
        #expect(!selection.awaitsRows)
    }

    @Test("given 300 Downs pressed at once over pages of 30 that arrive later, when the pages arrive, then the selection is on row 300: no key is lost at a page's edge")
    func everyDownActsAcrossPageEdges() {
        var selection = ListSelection()
        var loaded = 30
        for _ in 0..<300 { selection.move(.down, count: loaded, hasMore: true) }
        var pagesAsked = 0
        while selection.awaitsRows {
            loaded += 30
            pagesAsked += 1
            selection.rowsArrived(count: loaded, moreMayCome: true)
        }

        #expect(selection.index == 300)
        #expect(pagesAsked == 300 / 30)
    }

    @Test("given Downs past the end of a list with no more rows, when pressed, then the selection stays on the last row and waits for nothing")
    func downsPastTheRealEndWaitForNothing() {
        var selection = ListSelection()
        for _ in 0..<5 { selection.move(.down, count: 3, hasMore: false) }

        #expect(selection.index == 2)
        #expect(!selection.awaitsRows)
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
