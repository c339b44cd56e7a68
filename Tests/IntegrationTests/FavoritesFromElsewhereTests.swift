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
}
