/// What a tab shows, as HTML: the screen, the grid's cards in order, the status line, the detail (empty when
/// closed) and the last notice. The session keeps the one last sent and sends only what changed, so a page
/// turn sends its new cards, not the whole grid again.
struct RenderedPage: Equatable, Sendable {
    /// The screen the grid shows.
    var screen: WebScreen
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
    /// carries the photo's id, percent-encoded as cards carry it, for an Undo button.
    struct Notice: Equatable, Sendable, Encodable {
        let text: String
        let number: Int
        var undo: String?
    }

    /// The events that turn a page showing `previous` (nothing, for a page just connected) into this one;
    /// the notice goes only if its number is past `noticeShown`, the last the tab was sent on any stream.
    func events(since previous: RenderedPage?, noticeShown: Int) -> [WebEvent] {
        var events: [WebEvent] = []
        if previous?.screen != screen { events.append(WebEvent("screen", ["screen": screen.rawValue])) }
        if previous?.keys != keys || previous?.cards != cards {
            let changed = cards.filter { key, html in previous?.cards[key] != html }
            events.append(WebEvent("grid", GridUpdate(keys: keys, cards: changed)))
        }
        if previous?.status != status { events.append(WebEvent("status", ["html": status])) }
        if previous?.detail != detail { events.append(WebEvent("detail", ["html": detail])) }
        if let notice, notice.number > noticeShown { events.append(WebEvent("notice", notice)) }
        return events
    }

    /// The grid's new order and the cards the page does not have as they are now.
    private struct GridUpdate: Encodable {
        let keys: [String]
        let cards: [String: String]
    }
}
