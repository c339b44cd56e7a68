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
}
