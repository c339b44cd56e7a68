import Foundation
import Testing

/// Topics, collections, photographers and random picks in the interactive browser, in a real terminal
/// (tmux), against the embedded demo.
@Suite("Browsing beyond the catalog in the browser", .serialized, .timeLimit(.minutes(3 * TestTime.scale)))
struct BrowsingBrowserTests {
    /// The digit the browser's help names for `title` ("show topics").
    private static func key(for title: String, in session: TmuxSession) throws -> String {
        try session.send("?")
        let help = try session.waitFor("show \(title)")
        let key = try #require(help.firstMatch(of: try Regex("([1-9]) +show \(title)"))?.output[1].substring)
        try session.send("Escape")
        return String(key)
    }

    @Test("given the topics pane, when a topic is opened with Enter, then its photos list in a pane of their own, and Esc goes back to the topics")
    func topicOpensItsPhotos() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.send(try Self.key(for: "topics", in: session))
        let topics = try session.waitForScreen("the topics pane") { $0.contains("PhotoList — Topics") && $0.contains("› ") }
        let selected = try #require(topics.split(separator: "\n").first { $0.contains("› ") })
        let afterMark = try #require(selected.split(separator: "›", omittingEmptySubsequences: false).last)
        let title = try #require(afterMark.split(separator: "·").first).trimmingCharacters(in: .whitespaces)
        try session.send("Enter")
        let photos = try session.waitForScreen("the topic's photos") { $0.contains("PhotoList — Topic: \(title)") && $0.contains("page 1") }

        #expect(photos.contains("likes"))
        try session.send("Escape")
        try session.waitFor("PhotoList — Topics")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a photo in the catalog, when u is pressed, then the photographer's photos open inside the browser")
    func photographerOpensInside() throws {
        let session = try TmuxSession()
        let screen = try session.waitFor("page 1")
        _ = screen

        try session.send("u")
        let pane = try session.waitForScreen("the photographer's pane") { $0.contains("PhotoList — Photos by ") && $0.contains("page 1") }

        #expect(pane.contains("likes"))
        try session.send("Escape")
        try session.waitFor("PhotoList — Latest photos")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given the collections and random panes, when opened with their keys, then each lists what the source has")
    func collectionsAndRandomPanes() throws {
        let session = try TmuxSession()
        try session.waitFor("page 1")

        try session.send(try Self.key(for: "collections", in: session))
        try session.waitForScreen("the collections pane") { $0.contains("PhotoList — Collections") && $0.contains("photos — by ") }
        try session.send("Escape")
        try session.send(try Self.key(for: "random", in: session))
        let random = try session.waitForScreen("the random pane") { $0.contains("PhotoList — Random") && $0.contains("likes") }

        #expect(random.contains(" 1/"))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }
}
