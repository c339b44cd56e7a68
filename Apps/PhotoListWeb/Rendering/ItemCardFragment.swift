import Domain
import Presentation

/// One topic or collection of a grid as HTML: its title as a button that opens its photos, and what its
/// list line says after the title (count, description or curator). Every text is escaped; ids go percent-encoded.
enum ItemCardFragment {
    /// The card of `topic`.
    static func html(_ topic: Topic) -> String {
        card(key: key(topic), id: topic.id, feed: topic.photosFeed, title: topic.title, line: PhotoFormatting.facts(of: topic))
    }

    /// The card of `collection`.
    static func html(_ collection: PhotoCollection) -> String {
        card(key: key(collection), id: collection.id, feed: collection.photosFeed, title: collection.title, line: PhotoFormatting.facts(of: collection))
    }

    /// The key the page matches `topic`'s card by.
    static func key(_ topic: Topic) -> String {
        "topic:" + HTML.queryComponent(topic.id)
    }

    /// The key the page matches `collection`'s card by.
    static func key(_ collection: PhotoCollection) -> String {
        "collection:" + HTML.queryComponent(collection.id)
    }

    /// The title as the card's button, then what the list's line says after it (not the title again).
    private static func card(key: String, id: String, feed: PhotoFeed, title: String, line: String?) -> String {
        """
        <li class="card item" data-key="\(key)" data-id="\(HTML.queryComponent(id))">\
        <button type="button" class="open-feed" \(FeedLink.attributes(feed))>\(HTML.escape(title))</button>\
        \(line.map { #"<p dir="auto">\#(HTML.escape($0))</p>"# } ?? "")</li>
        """
    }
}
