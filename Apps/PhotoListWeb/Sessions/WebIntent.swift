import Domain
import Foundation
import Presentation

/// What the page asks of its session: one user action, sent as JSON (`{"action": "select", "id": "…"}`).
/// The session turns each into its view model's input, naming photos by id.
struct WebIntent: Decodable, Sendable {
    /// The user's action.
    enum Action: String, Decodable, Sendable {
        /// The page loaded: start the catalog (and read the recent searches).
        case appear
        /// Show ``WebIntent/screen``.
        case show
        /// The user now sees the cards down to ``WebIntent/id``.
        case seen
        /// Open photo ``WebIntent/id``.
        case select
        /// Toggle photo ``WebIntent/id``'s favourite mark (on the favourites screen: remove it).
        case favorite
        /// Load the screen's list again (after a failure, say).
        case retry
        /// The search field's text after an edit.
        case query
        /// The user committed ``WebIntent/text`` (return, or a recent search picked).
        case submit
        /// The search filters changed.
        case filters
        /// Close the detail.
        case close
        /// Open the next or previous photo of the list the detail was opened from.
        case step
        /// Put back the favourite ``WebIntent/id`` removed last (its notice's Undo button).
        case undoRemoval = "undo-removal"
        /// Toggle the open photo's favourite mark.
        case detailFavorite = "detail-favorite"
        /// Load the open photo's detail again.
        case detailRetry = "detail-retry"
        /// Download the open photo.
        case download
        /// Open the photos of the ``WebIntent/feed`` named ``WebIntent/id`` (a topic's slug, a collection's
        /// id, a username).
        case openFeed = "open-feed"
        /// The tab went to the background and lets go of its socket next: keep its session until it is shown
        /// again (within ``WebSessions/hiddenTimeout``).
        case hide
    }

    /// Longest id or text accepted; a source's ids are far shorter, and a search longer than this is a mistake.
    static let maximumLength = 1_000

    var action: Action
    var id: String?
    var text: String?
    var screen: WebScreen?
    var orientation: String?
    var color: String?
    var direction: String?
    var feed: String?

    /// The photo the intent names (the page sends ids percent-encoded, as the cards carry them).
    func photoID() throws(WebIntentError) -> PhotoID {
        guard let id, id.utf8.count <= Self.maximumLength * 3, let decoded = id.removingPercentEncoding,
              decoded.utf8.count <= Self.maximumLength, let photoID = PhotoID(rawValue: decoded) else {
            throw WebIntentError("\(action.rawValue) needs the id of a photo")
        }
        return photoID
    }

    /// The item the intent names (a topic's or collection's id; the page sends it percent-encoded).
    func itemID() throws(WebIntentError) -> String {
        guard let id, id.utf8.count <= Self.maximumLength * 3, let decoded = id.removingPercentEncoding,
              !decoded.isEmpty, decoded.utf8.count <= Self.maximumLength else {
            throw WebIntentError("\(action.rawValue) needs the id of a topic or collection")
        }
        return decoded
    }

    /// The feed the intent names: its kind and its percent-decoded name.
    func photoFeed() throws(WebIntentError) -> PhotoFeed {
        guard let id, id.utf8.count <= Self.maximumLength * 3, let name = id.removingPercentEncoding,
              name.utf8.count <= Self.maximumLength, let feed = PhotoFeed(kind: self.feed ?? "", key: name) else {
            throw WebIntentError("open-feed opens a topic, a collection or a photographer by name")
        }
        return feed
    }

    /// The text the intent carries (the empty text when it carries none).
    func textValue() throws(WebIntentError) -> String {
        let text = self.text ?? ""
        guard text.utf8.count <= Self.maximumLength else { throw WebIntentError("the text is longer than \(Self.maximumLength) bytes") }
        return text
    }

    /// The filters the intent names: an empty or absent value is "any".
    func filters() throws(WebIntentError) -> SearchFilters {
        var filters = SearchFilters()
        if let orientation, !orientation.isEmpty {
            guard let value = Orientation(rawValue: orientation) else { throw WebIntentError("unknown orientation") }
            filters.orientation = value
        }
        if let color, !color.isEmpty {
            guard let value = ColorFilter(rawValue: color) else { throw WebIntentError("unknown colour") }
            filters.color = value
        }
        return filters
    }

    /// The direction of a step.
    func stepDirection() throws(WebIntentError) -> PhotoStep.Direction {
        switch direction {
        case "next": .next
        case "previous": .previous
        default: throw WebIntentError("a step goes to the next or the previous photo")
        }
    }
}

/// An intent the session cannot act on: answered 400 with its message.
struct WebIntentError: Error, Equatable {
    /// What is wrong, in one line.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
