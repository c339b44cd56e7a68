import Domain
import DomainTesting
@testable import PhotoListTerminal
import Presentation
import Testing

/// The terminal lists' selection as rows come and go under it (a favourite removed and marked again).
@Suite("Photo rows' selection")
@MainActor
struct PhotoRowsSelectionTests {
    private static func rows(_ ids: String...) -> PhotoListRows {
        PhotoListRows(ids.map { PhotoListItem(Photo.fixture(id: $0)) })
    }

    /// Rows a, b, c, d with c selected, then c gone (removed in this list when `removedHere`): the
    /// selection on d, which took its place.
    private static func thirdSelectedThenRemoved(removedHere: Bool = false) -> PhotoRows {
        var rows = PhotoRows()
        _ = rows.move(.moveDown, count: 4, pageSize: 10)
        _ = rows.move(.moveDown, count: 4, pageSize: 10)
        rows.keepSelection(on: "c", in: Self.rows("a", "b", "d"), removedHere: removedHere)
        return rows
    }

    @Test("given a photo far down a long list selected, when the list is read again from its first page, which lacks it, then the selection starts at the top once the rows come, not while they are read")
    func aReloadWithoutTheSelectedPhotoStartsAtTheTop() {
        let long = PhotoListRows((0..<120).map { PhotoListItem(Photo.fixture(id: "p\($0)")) })
        var rows = PhotoRows()
        rows.rowsArrived(long, isReloading: false, moreMayCome: true)
        for _ in 0..<95 { _ = rows.move(.moveDown, count: long.count, pageSize: 10) }

        rows.awaitReload(keeping: long.item(at: rows.selected)?.id)
        rows.rowsArrived(long, isReloading: true, moreMayCome: true)
        let whileReading = rows.selected
        rows.rowsArrived(PhotoListRows(Array(long.prefix(30))), isReloading: false, moreMayCome: true)

        #expect(whileReading == 95)
        #expect(rows.selected == 0)
    }

    @Test("given a reload asked for, when the user moves or steps to another photo before its rows come, then the user's choice stands")
    func theUsersChoiceWinsOverAReload() {
        var moved = PhotoRows()
        moved.rowsArrived(Self.rows("a", "b", "c", "d"), isReloading: false, moreMayCome: true)
        var stepped = moved
        moved.awaitReload(keeping: "d")
        stepped.awaitReload(keeping: "a")

        _ = moved.move(.moveDown, count: 4, pageSize: 10)
        stepped.select("c", in: Self.rows("a", "b", "c", "d"))
        moved.rowsArrived(Self.rows("new", "a", "b", "c", "d"), isReloading: false, moreMayCome: true)
        stepped.rowsArrived(Self.rows("new", "a", "b", "c", "d"), isReloading: false, moreMayCome: true)

        #expect(moved.selected == 1)
        #expect(stepped.selected == 2)
    }

    @Test("given a photo selected, when the list read again lists it at another row, then it stays selected")
    func aReloadKeepsTheSelectedPhoto() {
        var rows = PhotoRows()
        rows.rowsArrived(Self.rows("a", "b", "c", "d"), isReloading: false, moreMayCome: true)
        _ = rows.move(.moveDown, count: 4, pageSize: 10)

        rows.awaitReload(keeping: "b")
        rows.rowsArrived(Self.rows("new", "a", "b", "c", "d"), isReloading: false, moreMayCome: true)

        #expect(rows.selected == 2)
    }

    @Test("given the selected favourite removed and then marked again, which lists it first, when the rows follow, then the selection is back on it")
    func selectionFollowsAFavouriteThatComesBack() {
        var rows = Self.thirdSelectedThenRemoved()
        let whileGone = rows.selected

        rows.keepSelection(on: "d", in: Self.rows("c", "a", "b", "d"))

        #expect(whileGone == 2)
        #expect(rows.selected == 0)
    }

    @Test("given the selected favourite removed and the user moving on, when it comes back, then the selection stays on the row the user chose")
    func theUsersMoveWinsOverAComeback() {
        var rows = Self.thirdSelectedThenRemoved()
        _ = rows.move(.moveUp, count: 3, pageSize: 10)

        rows.keepSelection(on: "b", in: Self.rows("c", "a", "b", "d"))

        #expect(rows.selected == 2)
    }

    @Test("given a favourite the user removed in this list, when it is marked again elsewhere later, then the selection stays on the row the user is on")
    func aRemovalMadeHereIsNotFollowed() {
        var rows = Self.thirdSelectedThenRemoved(removedHere: true)

        rows.keepSelection(on: "d", in: Self.rows("c", "a", "b", "d"))

        #expect(rows.selected == 3)
    }

    @Test("given a favourite removed in this list and then another unmarked and marked again in its detail, when the rows follow, then the selection is back on the second")
    func theLatestDepartureIsFollowed() {
        var rows = Self.thirdSelectedThenRemoved(removedHere: true)

        rows.keepSelection(on: "d", in: Self.rows("a", "b"))
        rows.keepSelection(on: "b", in: Self.rows("d", "a", "b"))

        #expect(rows.selected == 0)
    }
}
