import Domain
import DomainTesting
@testable import PhotoListWeb
import Presentation
import ReactiveTesting
import Testing

@MainActor
@Suite("A tab's topics, collections, feeds and random picks", .timeLimit(.minutes(1)))
struct WebBrowsingTests {
    @Test("given the topics screen, when shown, then each topic is a card whose button opens its photos; opening it shows them titled in the status")
    func topicOpensItsPhotos() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        try session.handle(WebIntent(action: .show, screen: .topics))

        let topics = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String]) == ["topic:id--film"] })
        let card = try #require((topics.payload["cards"] as? [String: String])?["topic:id--film"])
        #expect(card.contains(#"data-action="open-feed" data-feed="topic" data-id="-film""#) && card.contains(">Film</button>"))

        try session.handle(WebIntent(action: .openFeed, id: "-film", feed: "topic"))
        let photos = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 })
        #expect(photos.payload["keys"] as? [String] == ["feed:-film-1-1", "feed:-film-1-2", "feed:-film-1-3"])
        #expect(await readUntil(&events, "status") { ($0.payload["html"] as? String)?.contains("Topic: Film") == true } != nil)
    }

    @Test("given a topic's photos, when a photographer's open from them, then the screen event names each feed, so the page can make each a step in its history")
    func screenEventsNameTheFeed() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        #expect(await readUntil(&events, "screen") { $0.payload["screen"] as? String == "catalog" && $0.payload["feed"] == nil } != nil)

        try session.handle(WebIntent(action: .openFeed, id: "-film", feed: "topic"))
        #expect(await readUntil(&events, "screen") { $0.payload["feed"] as? String == "topic" && $0.payload["id"] as? String == "-film" } != nil)

        try session.handle(WebIntent(action: .openFeed, id: "ansel_adams", feed: "photographer"))
        #expect(await readUntil(&events, "screen") {
            $0.payload["screen"] as? String == "feed" && $0.payload["feed"] as? String == "photographer" && $0.payload["id"] as? String == "ansel_adams"
                && $0.payload["opened"] as? Bool == true
        } != nil)
    }

    @Test("given the topics screen, when a search is typed and then cleared, then the search takes the topics' step and clearing returns to the topics, neither opened by the user")
    func searchTakesTheScreensPlace() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(searches: true), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        try session.handle(WebIntent(action: .show, screen: .topics))
        #expect(await readUntil(&events, "screen") { $0.payload["screen"] as? String == "topics" && $0.payload["opened"] as? Bool == true } != nil)

        try session.handle(WebIntent(action: .query, text: "kites"))
        #expect(await readUntil(&events, "screen") { $0.payload["screen"] as? String == "search" && $0.payload["opened"] as? Bool == false } != nil)

        try session.handle(WebIntent(action: .query, text: " "))
        #expect(await readUntil(&events, "screen") { $0.payload["screen"] as? String == "topics" && $0.payload["opened"] as? Bool == false } != nil)
    }

    @Test("given a photo card, when its photographer's name is followed, then the feed of their photos opens, named after them")
    func photographerLink() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        let grid = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 })
        let card = try #require((grid.payload["cards"] as? [String: String])?["catalog:1-1"])
        #expect(card.contains(#"data-feed="photographer" data-id="ansel_adams""#))

        try session.handle(WebIntent(action: .openFeed, id: "ansel_adams", feed: "photographer"))

        #expect(await readUntil(&events, "status") { ($0.payload["html"] as? String)?.contains("Photos by Ansel Adams") == true } != nil)
        #expect(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.first == "feed:ansel_adams-1-1" } != nil)
    }

    @Test("given the random screen, when shown and a photo selected, then its pick lists and the detail opens; a feed intent naming nothing is refused")
    func randomAndRefusals() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        try session.handle(WebIntent(action: .show, screen: .random))
        _ = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String]) == ["random:random-1", "random:random-2", "random:random-3"] })

        try session.handle(WebIntent(action: .select, id: "random-2"))

        #expect(await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.contains(#"data-state="loaded""#) == true } != nil)
        #expect(throws: WebIntentError.self) { try session.handle(WebIntent(action: .openFeed, id: "x", feed: "planet")) }
        #expect(throws: WebIntentError.self) { try session.handle(WebIntent(action: .openFeed, feed: "topic")) }
    }
}
