import Domain
import DomainTesting
import Foundation
@testable import PhotoListWeb
import Presentation
import ReactiveTesting
import Synchronization
import Testing

@MainActor
@Suite("A tab's session of view models", .timeLimit(.minutes(1)))
struct WebSessionTests {
    @Test("given a new tab, when it appears, then its grid fills with the catalog's first page, card by card")
    func appearLoadsTheCatalog() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        let grid = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 })
        #expect(grid.payload["keys"] as? [String] == ["catalog:1-1", "catalog:1-2", "catalog:1-3"])
        #expect((grid.payload["cards"] as? [String: String])?.count == 3)
    }

    @Test("given a loaded grid, when the next page arrives, then only its new cards are sent")
    func pageTurnSendsNewCards() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .seen, id: "1-3"))
        let next = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 6 })
        #expect((next.payload["cards"] as? [String: String]).map { Set($0.keys) } == ["catalog:2-1", "catalog:2-2", "catalog:2-3"])
    }

    @Test("given a card, when the tab selects it, then the detail opens with its attribution, and closing ends it")
    func selectOpensTheDetail() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .select, id: "1-2"))
        let detail = try #require(await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.contains(#"data-state="loaded""#) == true })
        #expect((detail.payload["html"] as? String)?.contains("Photo by Ansel Adams on Demo") == true)
        #expect(session.photo("1-2") != nil)
        try session.handle(WebIntent(action: .close))
        #expect(await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.isEmpty == true } != nil)
    }

    @Test("given a card whose picture was answered not yet, when the picture comes, then the tab is told to ask again at the address its card shows")
    func pictureReadyNamesTheCardsAddress() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        let grid = try #require(await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 })
        let card = try #require((grid.payload["cards"] as? [String: String])?["catalog:1-2"])

        session.pictureReady(ImageRoute.address(session: "tab", id: "1-2", size: .thumbnail))

        let ready = try #require(await readUntil(&events, "picture"))
        let address = try #require(ready.payload["src"] as? String)
        // The page compares it with the attribute as read back: the card's HTML with `&amp;` read as `&`.
        #expect(card.contains(#"src="\#(address.replacingOccurrences(of: "&", with: "&amp;"))""#), "\(address) in \(card)")
    }

    @Test("given a detail one photo before the loaded end, when next is sent three times at once, then it ends three photos on, on the next page: no step is lost while that page loads")
    func aBurstOfStepsCrossesAPage() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .select, id: "1-2"))
        _ = await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.contains(#"data-state="loaded""#) == true }

        for _ in 0..<3 { try session.handle(WebIntent(action: .step, direction: "next")) }

        let landed = await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.contains("id=2-2&amp;size=large") == true }
        #expect(landed != nil)
    }

    @Test("given two tabs over the same favourites, when one marks a photo, then the other's card shows the mark")
    func favouritesAreShared() async throws {
        let screens = makeScreens()
        let first = WebSession(id: "one", screens: screens, now: { .zero })
        let second = WebSession(id: "two", screens: screens, now: { .zero })
        var secondEvents = second.attach().makeAsyncIterator()
        var firstEvents = first.attach().makeAsyncIterator()
        try first.handle(WebIntent(action: .appear))
        try second.handle(WebIntent(action: .appear))
        _ = await readUntil(&firstEvents, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        _ = await readUntil(&secondEvents, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try first.handle(WebIntent(action: .favorite, id: "1-1"))
        let marked = await readUntil(&secondEvents, "grid") { event in
            (event.payload["cards"] as? [String: String])?["catalog:1-1"]?.contains(#"aria-pressed="true""#) == true
        }
        #expect(marked != nil)
    }

    @Test("given a favourite removed on the favourites screen, then the notice names it with an Undo for its id, and undoing puts it back")
    func aRemovedFavouriteCanBeUndone() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .favorite, id: "1-2"))
        try session.handle(WebIntent(action: .show, screen: .favorites))
        _ = await readUntil(&events, "grid") { $0.payload["keys"] as? [String] == ["favorites:1-2"] }

        try session.handle(WebIntent(action: .favorite, id: "1-2"))
        let removed = try #require(await readUntil(&events, "notice"))
        try session.handle(WebIntent(action: .undoRemoval, id: removed.payload["undo"] as? String))
        // The card's return and the notice may come in either order: both are read, whichever is first.
        var restored: ReadEvent?
        var cardBack = false
        while !(cardBack && restored != nil), let frame = await events.next(isolation: #isolation) {
            guard let event = ReadEvent(frame: frame) else { continue }
            if event.name == "notice" { restored = event }
            if event.name == "grid", event.payload["keys"] as? [String] == ["favorites:1-2"] { cardBack = true }
        }

        #expect((removed.payload["text"] as? String)?.hasSuffix("from favourites.") == true)
        #expect(removed.payload["undo"] as? String == "1-2")
        #expect((restored?.payload["text"] as? String)?.hasPrefix("Put back ") == true)
        #expect(restored?.payload["undo"] == nil)
        #expect(cardBack)
    }

    @Test("given intents that name no photo, an unknown filter or too long a text, then each is refused with a reason")
    func badIntents() {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        #expect(throws: WebIntentError.self) { try session.handle(WebIntent(action: .select)) }
        #expect(throws: WebIntentError.self) { try session.handle(WebIntent(action: .filters, color: "ultraviolet")) }
        #expect(throws: WebIntentError.self) { try session.handle(WebIntent(action: .select, id: String(repeating: "x", count: 2_000))) }
        #expect(throws: WebIntentError.self) { try session.handle(WebIntent(action: .download)) }
    }

    @Test("given an id sent percent-encoded, as the cards carry it, then the session acts on the photo it names")
    func percentEncodedIDs() async throws {
        #expect(try WebIntent(action: .select, id: "x%22%3E%3Cb%3E%20%C3%A9").photoID() == PhotoID(rawValue: "x\"><b> é"))
    }

    @Test("given a detail opened from the catalog, when the tab shows its favourites, then the detail closes instead of landing on them")
    func anotherScreenClosesTheDetail() async throws {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .select, id: "1-2"))
        _ = await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.isEmpty == false }

        try session.handle(WebIntent(action: .show, screen: .favorites))

        #expect(await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.isEmpty == true } != nil)
        #expect(session.renderedPage().detail.isEmpty)
    }

    @Test("given a step past the loaded rows, when the user closes the detail before the page arrives, then no detail opens again")
    func lateStepOpensNothing() async throws {
        // Page 2 is held until the detail is closed, so the close surely comes before the page: the step and
        // the close reach the list through different inputs, whose order alone says nothing.
        let pageTwoAsked = Gate()
        let pageTwo = Gate()
        let screens = makeScreens(pages: { request in
            if request.page == 2 {
                pageTwoAsked.open()
                await pageTwo.wait()
            }
            return catalogPage(request)
        })
        let session = WebSession(id: "tab", screens: screens, now: { .zero })
        var events = session.attach().makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .select, id: "1-3"))
        _ = await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.contains(#"data-state="loaded""#) == true }
        try session.handle(WebIntent(action: .step, direction: "next"))
        await pageTwoAsked.wait()  // the step reached the list, which asked for the next page
        try session.handle(WebIntent(action: .close))
        for _ in 0..<100 { await Task.yield() }  // the close reaches the list
        pageTwo.open()
        // The next page arrives (the step asked for it); the detail stays closed.
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 6 }
        // Let the list's route (sent with the page) reach the session before looking.
        for _ in 0..<100 { await Task.yield() }
        #expect(session.renderedPage().detail.isEmpty)
    }

    @Test("given a photo the tab was never shown, then the session knows no picture of it")
    func onlyShownPhotos() {
        let session = WebSession(id: "tab", screens: makeScreens(), now: { .zero })
        #expect(session.photo("1-1") == nil)
    }
}

@MainActor
@Suite("The sessions of every tab")
struct WebSessionsTests {
    @Test("given sessions at the limit with one tab gone, when another tab opens, then the session gone longest ends")
    func limitEndsTheOldestGone() throws {
        let time = ManualTime()
        let sessions = WebSessions(screens: makeScreens(), limit: 2, idleTimeout: .seconds(30), now: time.now)
        let gone = try #require(sessions.open())  // its tab never attached a stream
        let open = try #require(sessions.open())
        _ = sessions.attach(open.id)
        time.advance(by: WebSessions.startGrace)
        let third = try #require(sessions.open())
        #expect(sessions.count == 2)
        #expect(sessions.session(gone.id) == nil)
        #expect(sessions.session(open.id) != nil && sessions.session(third.id) != nil)
    }

    @Test("given sessions at the limit, one of them a tab still starting (no stream yet), when another tab opens, then it is refused, and once the grace has passed without a stream the starting one gives way")
    func tabsStillStartingAreNotEnded() throws {
        let time = ManualTime()
        let sessions = WebSessions(screens: makeScreens(), limit: 2, idleTimeout: .seconds(30), now: time.now)
        let starting = try #require(sessions.open())
        let open = try #require(sessions.open())
        _ = sessions.attach(open.id)
        time.advance(by: .seconds(1))

        #expect(sessions.open() == nil)
        #expect(sessions.session(starting.id) != nil)

        time.advance(by: WebSessions.startGrace)
        let next = try #require(sessions.open())
        #expect(sessions.session(starting.id) == nil && sessions.session(next.id) != nil)
    }

    @Test("given sessions at the limit with every tab open, when another tab opens, then it is refused")
    func limitRefusesWhenAllAreOpen() throws {
        let sessions = WebSessions(screens: makeScreens(), limit: 2, now: ManualTime().now)
        for _ in 0..<2 {
            let session = try #require(sessions.open())
            _ = sessions.attach(session.id)
        }
        #expect(sessions.open() == nil)
    }

    @Test("given a tab gone for the idle timeout, when the sessions sweep, then its session ends, and a tab still open keeps its own")
    func idleSessionsExpire() throws {
        let time = ManualTime()
        let sessions = WebSessions(screens: makeScreens(), limit: 4, idleTimeout: .seconds(30), now: time.now)
        let gone = try #require(sessions.open())
        let open = try #require(sessions.open())
        _ = sessions.attach(open.id)
        time.advance(by: .seconds(29))
        sessions.sweep()
        #expect(sessions.count == 2)
        time.advance(by: .seconds(1))
        sessions.sweep()
        #expect(sessions.session(gone.id) == nil)
        #expect(sessions.session(open.id) != nil)
    }

    /// Ends `stream` as a socket that closed does (its reader goes), and waits until `session` has let go
    /// of it: the session hears of it on the main actor, after the stream ends.
    private func close(_ stream: TabStream, of session: WebSession) async {
        let reader = Task { for await _ in stream {} }
        reader.cancel()
        await reader.value
        for _ in 0..<10_000 where session.isAttached { await Task.yield() }
        #expect(!session.isAttached, "the session let go of its stream")
    }

    @Test("given a tab that said on its socket it went to the background and then closed that socket, when the sessions sweep after the idle timeout, then its session is kept until the hidden timeout, while a tab gone without a word loses its own")
    func hiddenTabsOutliveTabsGoneWithoutAWord() async throws {
        let time = ManualTime()
        let sessions = WebSessions(screens: makeScreens(), limit: 4, idleTimeout: .seconds(30), hiddenTimeout: .seconds(3600), now: time.now)
        let hidden = try #require(sessions.open())
        let gone = try #require(sessions.open())
        let hiddenStream = try #require(sessions.attach(hidden.id))
        let goneStream = try #require(sessions.attach(gone.id))
        try hidden.handle(JSONDecoder().decode(WebIntent.self, from: Data(#"{"action":"hide"}"#.utf8)), onStream: hiddenStream.number)
        await close(hiddenStream, of: hidden)
        await close(goneStream, of: gone)

        // Counted, not looked up: a lookup marks a session active.
        time.advance(by: .seconds(30))
        sessions.sweep()
        #expect(sessions.count == 1)
        #expect(sessions.session(gone.id) == nil)
        time.advance(by: .seconds(3569))
        sessions.sweep()
        #expect(sessions.count == 1, "the hidden tab's session is kept for the hidden timeout")
        time.advance(by: .seconds(1))
        sessions.sweep()
        #expect(sessions.count == 0)
    }

    @Test("given a tab shown again on a new socket, when the hide it sent on its old socket arrives only now, then the tab is not taken to be hiding; a hide on the current socket is")
    func aLateHideFromAReplacedSocketIsIgnored() throws {
        let sessions = WebSessions(screens: makeScreens(), now: ManualTime().now)
        let session = try #require(sessions.open())
        let old = try #require(sessions.attach(session.id))
        let current = try #require(sessions.attach(session.id))

        try session.handle(WebIntent(action: .hide), onStream: old.number)
        #expect(!session.isHidden)
        try session.handle(WebIntent(action: .hide), onStream: current.number)
        #expect(session.isHidden)
    }

    @Test("given a hidden tab, when it is shown again (its stream attached), then it no longer counts as hiding")
    func aTabShownAgainIsNoLongerHidden() throws {
        let sessions = WebSessions(screens: makeScreens(), limit: 4, idleTimeout: .seconds(30), hiddenTimeout: .seconds(3600), now: ManualTime().now)
        let session = try #require(sessions.open())
        try session.handle(WebIntent(action: .hide))
        #expect(session.isHidden)
        _ = sessions.attach(session.id)
        #expect(!session.isHidden)
    }

    @Test("given sessions at the limit, one a tab in the background gone longest and one a tab gone without a word since, when another tab opens, then the second one's session ends and the hidden tab keeps its own, until no other is left")
    func limitEndsTabsGoneWithoutAWordBeforeHiddenOnes() async throws {
        let time = ManualTime()
        let sessions = WebSessions(screens: makeScreens(), limit: 2, idleTimeout: .seconds(30), hiddenTimeout: .seconds(3600), now: time.now)
        let hidden = try #require(sessions.open())
        let hiddenStream = try #require(sessions.attach(hidden.id))
        try hidden.handle(WebIntent(action: .hide), onStream: hiddenStream.number)
        await close(hiddenStream, of: hidden)
        time.advance(by: .seconds(5))
        let gone = try #require(sessions.open())
        await close(try #require(sessions.attach(gone.id)), of: gone)
        time.advance(by: .seconds(5))

        let third = try #require(sessions.open())
        _ = sessions.attach(third.id)
        #expect(sessions.count == 2)
        #expect(sessions.session(gone.id) == nil)
        #expect(sessions.session(hidden.id) != nil && sessions.session(third.id) != nil)
        let fourth = try #require(sessions.open(), "with no other tab gone, the hidden tab's session gives way")
        #expect(sessions.session(hidden.id) == nil && sessions.session(fourth.id) != nil)
    }

    @Test("given sessions at the limit, one a tab opened in the background that said so before any stream came, when another tab opens at once, then the background tab's session gives way, as a starting tab's would not")
    func aTabOpenedInTheBackgroundIsNotStarting() throws {
        let sessions = WebSessions(screens: makeScreens(), limit: 2, now: ManualTime().now)
        let open = try #require(sessions.open())
        _ = sessions.attach(open.id)
        let background = try #require(sessions.open())
        try background.handle(WebIntent(action: .hide))

        let third = try #require(sessions.open())
        #expect(sessions.count == 2)
        #expect(sessions.session(background.id) == nil && sessions.session(third.id) != nil)
    }

    @Test("given tabs coming and going, when sessions begin and end, then the log says which tab's ended and why, naming tabs by the order they came, never by their secret ids")
    func theLogSaysWhySessionsEnded() async throws {
        let time = ManualTime()
        let log = RecordedLog()
        let sessions = WebSessions(
            screens: makeScreens(), limit: 2, idleTimeout: .seconds(30), hiddenTimeout: .seconds(24 * 3_600), logger: log.logger, now: time.now
        )
        let first = try #require(sessions.open())
        let firstStream = try #require(sessions.attach(first.id))
        try first.handle(WebIntent(action: .hide), onStream: firstStream.number)
        await close(firstStream, of: first)
        let shownAgain = try #require(sessions.attach(first.id))
        try first.handle(WebIntent(action: .hide), onStream: shownAgain.number)
        await close(shownAgain, of: first)
        let second = try #require(sessions.open())
        await close(try #require(sessions.attach(second.id)), of: second)
        let third = try #require(sessions.open())
        _ = sessions.attach(third.id)
        sessions.end(third.id)
        time.advance(by: .seconds(24 * 3_600))
        sessions.sweep()
        let ids = [first.id, second.id, third.id]
        for _ in 0..<2 {
            let open = try #require(sessions.open())
            _ = sessions.attach(open.id)
        }
        #expect(sessions.open() == nil)

        #expect(log.messages == [
            "Tab 1: its session began (1 of 2)",
            "Tab 1 went to the background",
            "Tab 1 was shown again",
            "Tab 1 went to the background",
            "Tab 2: its session began (2 of 2)",
            "Tab 2: its session ended (to make room for tab 3; the tab was gone without a word)",
            "Tab 3: its session began (2 of 2)",
            "Tab 3: its session ended (the tab left)",
            "Tab 1: its session ended (in the background for 24 h)",
            "Tab 4: its session began (1 of 2)",
            "Tab 5: its session began (2 of 2)",
            "A new tab was refused: the 2 sessions (--max-tabs) all have their tabs open or starting",
        ])
        #expect(!log.messages.contains { message in ids.contains { message.contains($0) } })
    }

    @Test("a duration is said in its largest whole unit", arguments: [(Duration.seconds(30), "30 s"), (.seconds(90), "90 s"), (.seconds(300), "5 min"), (.seconds(86_400), "24 h")])
    func durationsAreSpoken(duration: Duration, spoken: String) {
        #expect(WebSessions.spoken(duration) == spoken)
    }

    @Test("given open tabs, when the server stops, then every session ends, its stream finishes, and no tab can begin or reattach")
    func endAllFinishesStreams() async throws {
        let sessions = WebSessions(screens: makeScreens(), now: ManualTime().now)
        let session = try #require(sessions.open())
        var events = try #require(sessions.attach(session.id)).makeAsyncIterator()
        await sessions.endAll()
        while await events.next(isolation: #isolation) != nil {}
        #expect(sessions.count == 0)
        #expect(sessions.open() == nil)
        #expect(sessions.attach(session.id) == nil)
    }

    @Test("given a tab whose download is running, when the server stops, then the download is cancelled and has cleaned up before the sessions end, and the stop reports it")
    func stoppingCancelsDownloads() async throws {
        let started = Gate()
        let cleanedUp = Mutex(false)
        let downloader = FakePhotoDownloader { _, _, _ throws(DomainError) in
            let release = Gate()
            started.open()
            await withTaskCancellationHandler { await release.wait() } onCancel: { release.open() }
            cleanedUp.withLock { $0 = true }  // where the real downloader removes its partial file
            throw .cancelled
        }
        let sessions = WebSessions(screens: makeScreens(downloader: downloader), now: ManualTime().now)
        let session = try #require(sessions.open())
        var events = try #require(sessions.attach(session.id)).makeAsyncIterator()
        try session.handle(WebIntent(action: .appear))
        _ = await readUntil(&events, "grid") { ($0.payload["keys"] as? [String])?.count == 3 }
        try session.handle(WebIntent(action: .select, id: "1-2"))
        _ = await readUntil(&events, "detail") { ($0.payload["html"] as? String)?.contains(#"data-state="loaded""#) == true }
        try session.handle(WebIntent(action: .download))
        await started.wait()

        await sessions.endAll()

        #expect(cleanedUp.withLock { $0 })
        #expect(sessions.cancelledAtEnd == [.cancelled(["1-2"])])
    }
}
