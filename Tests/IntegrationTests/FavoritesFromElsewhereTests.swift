import Foundation
import Testing

/// A browser follows the library as other photolist processes change it: a favourite added or removed by
/// `photolist favorites` in another terminal shows on its screens without a reload, because the browser
/// watches the library's file for writes.
@Suite("The browser follows favourites changed elsewhere", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct FavoritesFromElsewhereTests {
    @Test("given the browser's favourites screen open, when another process adds a favourite and then removes it, then the screen shows it and then shows it gone, with no key pressed")
    func favouritesScreenFollowsAnotherProcess() throws {
        let session = try TmuxSession(columns: 120, environment: ["NO_COLOR": "1"])
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        try session.send("F")
        try session.waitForScreen("the empty favourites list") { $0.contains("PhotoList — Favourites") && $0.contains("No favourites yet") }

        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "1"], environment: environment)
        let id = try #require(listed.photoIDs.first, "\(listed.standardError)")
        let added = try PhotoListBinary.run(["favorites", "add", id], environment: environment)
        #expect(added.status == 0, "\(added.standardError)")
        let shown = try session.waitForStatus("the favourite added elsewhere") { $0.contains(" 1/1 ") }
        #expect(shown.contains("♥"))

        let removed = try PhotoListBinary.run(["favorites", "remove", id], environment: environment)
        #expect(removed.status == 0, "\(removed.standardError)")
        try session.waitForScreen("the favourite removed elsewhere") { $0.contains("No favourites yet") }

        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the favourites screen with its second row selected, when another process removes the first, then the selection stays on the same photo, now first, and x removes that photo")
    func selectionStaysOnItsPhotoWhenRowsMove() throws {
        let (session, ids, environment) = try Self.browserWithFavourites(3)
        let first = try Self.openFavouritesAtTheirTop(session, count: 3)
        try session.send("j")
        let second = try session.waitForStatus("the second favourite selected") { $0.contains(" 2/3 ") }
        let firstID = try #require(ids.first { first.contains($0) }, "\(first)")
        let secondID = try #require(ids.first { second.contains($0) }, "\(second)")

        let removed = try PhotoListBinary.run(["favorites", "remove", firstID], environment: environment)
        #expect(removed.status == 0, "\(removed.standardError)")
        let moved = try session.waitForStatus("the list without the first") { $0.contains(" 1/2 ") || $0.contains(" 2/2 ") }
        #expect(moved.contains(" 1/2 ") && moved.contains(secondID), "the selection followed its photo: \(moved)")
        try session.send("x")
        try session.waitForStatus("the selected favourite removed") { $0.contains(" 1/1 ") }

        let left = try PhotoListBinary.run(["favorites", "--json"], environment: environment)
        #expect(left.photoIDs == ids.filter { $0 != firstID && $0 != secondID }, "\(left.standardOutput)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the second of three favourites removed with x, when z puts it back, then it is selected again, in its place")
    func aFavouritePutBackIsSelectedAgain() throws {
        let (session, ids, _) = try Self.browserWithFavourites(3)
        try Self.openFavouritesAtTheirTop(session, count: 3)
        try session.send("j")
        let second = try session.waitForStatus("the second favourite selected") { $0.contains(" 2/3 ") }
        let removedID = try #require(ids.first { second.contains($0) }, "\(second)")

        try session.send("x")
        try session.waitForStatus("the favourite removed") { $0.contains(" 2/2 ") }
        try session.send("z")
        // Waited for whole: the selection may follow the rows a moment after the notice.
        let putBack = try session.waitForStatus("the favourite put back, selected") { $0.contains(" 2/3 ") && $0.contains(removedID) }

        #expect(putBack.contains("Put back"), "\(putBack)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a favourite's detail opened from the favourites screen, when another process removes that favourite, then the detail shows it is not one and no longer claims a place in the list")
    func aDetailWhosePhotoLeftTheListShowsNoPlace() throws {
        let (session, ids, environment) = try Self.browserWithFavourites(2)
        let listed = try Self.openFavouritesAtTheirTop(session, count: 2)
        let id = try #require(ids.first { listed.contains($0) }, "\(listed)")
        try session.send("Enter")
        // The list's own bar shows the same position and id: the detail's title says it opened.
        try session.waitForScreen("the detail, placed in the list") {
            $0.contains("PhotoList — Photo \(id)") && $0.contains("In your favourites") && TmuxSession.position(of: $0) == "1/2"
        }

        #expect(try PhotoListBinary.run(["favorites", "remove", id], environment: environment).status == 0)
        try session.waitForScreen("the detail unmarked") { $0.contains("Not a favourite") }
        let status = try session.waitForStatus("the detail without a place") { !$0.contains("/2 ") }

        #expect(!status.contains(" 1/1 "), "the list's selection is now another photo: \(status)")
        #expect(status.contains(id), "\(status)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given two browsers on one library, the second on its favourites screen, when the first marks a photo and then unmarks it, then the second shows it and then shows it gone: a long-running writer's commits reach a long-running reader")
    func twoBrowsersFollowEachOther() throws {
        let writer = try TmuxSession(columns: 120, environment: ["NO_COLOR": "1"])
        let reader = try TmuxSession(columns: 120, environment: ["NO_COLOR": "1", "HOME": writer.directory.path])
        try writer.waitFor("page 1")
        try reader.waitFor("page 1")
        try reader.send("F")
        try reader.waitForScreen("the empty favourites list") { $0.contains("PhotoList — Favourites") && $0.contains("No favourites yet") }

        try writer.send("f")
        try writer.waitForScreen("the mark in the writer") { $0.contains("♥") }
        let shown = try reader.waitForStatus("the favourite the other browser marked") { $0.contains(" 1/1 ") }
        #expect(shown.contains("♥"))

        try writer.send("f")
        try reader.waitForScreen("the favourite the other browser unmarked") { $0.contains("No favourites yet") }

        try writer.send("q")
        try reader.send("q")
        #expect(try writer.waitForExit() == 0)
        #expect(try reader.waitForExit() == 0)
    }

    /// A browser on a fresh HOME whose library holds the first `count` photos of the list as favourites
    /// (added by `favorites add`, so the newest is listed first), with their ids and the environment that
    /// reaches that HOME.
    /// Opens the favourites screen once it lists all `count` favourites, and selects the first: the last
    /// one added may reach the browser after the screen opened, on top, and the selection then follows
    /// its photo to the second row. Returns the status line.
    @discardableResult
    private static func openFavouritesAtTheirTop(_ session: TmuxSession, count: Int) throws -> String {
        try session.send("F")
        try session.waitForStatus("all \(count) favourites listed") { $0.contains("/\(count) ") }
        try session.send("g")
        return try session.waitForStatus("the first favourite selected") { $0.contains(" 1/\(count) ") }
    }

    private static func browserWithFavourites(_ count: Int) throws -> (session: TmuxSession, ids: [String], environment: [String: String]) {
        let session = try TmuxSession(columns: 120, environment: ["NO_COLOR": "1"])
        let environment = ["HOME": session.directory.path]
        try session.waitFor("page 1")
        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", String(count)], environment: environment)
        let ids = listed.photoIDs
        try #require(ids.count == count, "\(listed.standardError)")
        for id in ids {
            let added = try PhotoListBinary.run(["favorites", "add", id], environment: environment)
            try #require(added.status == 0, "\(added.standardError)")
        }
        return (session, ids, environment)
    }
}
