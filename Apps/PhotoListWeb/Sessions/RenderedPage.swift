import Domain
import Presentation

/// What a tab shows, as HTML: the screen (and the feed it shows), the grid's cards in order, the status
/// line, the detail (empty when closed) and the last notice. The session keeps the one last sent and
/// sends only what changed, so a page turn sends its new cards, not the whole grid again.
struct RenderedPage: Equatable, Sendable {
    /// The screen the grid shows.
    var screen: WebScreen
    /// The topic, collection or photographer whose photos the feed screen shows; `nil` on other screens.
    var feed: PhotoFeed? = nil
    /// Whether the user opened the screen (its button, a feed link, the tab's history), so the page adds a
    /// step to the tab's history for it; a screen a search moved to takes the current step's place.
    var screenOpened = false
    /// The cards' keys, in order.
    var keys: [String]
    /// Each card's HTML, by key.
    var cards: [String: String]
    /// The status line's HTML.
    var status: String
    /// The detail's HTML, empty when none is open.
    var detail: String
    /// The last notice and its number (a notice repeated is shown again).
    var notice: Notice?

    /// A line for the user to read, numbered so the same words twice show twice; a removed favourite's
    /// carries the photo's id, percent-encoded as cards carry it, for an Undo button, and a favourite put
    /// back carries its id as `restored`, whose star takes the focus an Undo pressed from the keyboard had.
    struct Notice: Equatable, Sendable, Encodable {
        let text: String
        let number: Int
        var undo: String?
        var restored: String?
    }

    /// The events that turn a page showing `previous` (nothing, for a page just connected) into this one;
    /// the notice goes only if its number is past `noticeShown`, the last the tab was sent on any stream.
    func events(since previous: RenderedPage?, noticeShown: Int) -> [WebEvent] {
        var events: [WebEvent] = []
        if previous?.screen != screen || previous?.feed != feed { events.append(WebEvent("screen", ScreenUpdate(screen, feed: feed, opened: screenOpened))) }
        if previous?.keys != keys || previous?.cards != cards {
            let changed = cards.filter { key, html in previous?.cards[key] != html }
            events.append(WebEvent("grid", GridUpdate(keys: keys, cards: changed)))
        }
        if previous?.status != status { events.append(WebEvent("status", ["html": status])) }
        if previous?.detail != detail { events.append(WebEvent("detail", ["html": detail])) }
        if let notice, notice.number > noticeShown { events.append(WebEvent("notice", notice)) }
        return events
    }

    /// The screen shown, the feed as a feed link names it (`"feed": "topic", "id": "nature"`), and whether
    /// the user opened it: the page makes each screen opened a step in the tab's history, and opens a step
    /// again by its screen and feed.
    private struct ScreenUpdate: Encodable {
        let screen: String
        let feed: String?
        let id: String?
        let opened: Bool

        init(_ screen: WebScreen, feed: PhotoFeed?, opened: Bool) {
            self.screen = screen.rawValue
            self.feed = feed?.kind
            self.id = feed.map { HTML.queryComponent($0.key) }
            self.opened = opened
        }
    }

    /// The grid's new order and the cards the page does not have as they are now.
    private struct GridUpdate: Encodable {
        let keys: [String]
        let cards: [String: String]
    }
}
