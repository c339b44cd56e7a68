import Domain
import Presentation

/// One topic or collection of a grid as HTML: its title as a button that opens its photos, and its line
/// (count, description or curator). Every text is escaped; ids go percent-encoded.
enum ItemCardFragment {
    /// The card of `topic`.
    static func html(_ topic: Topic) -> String {
        card(key: "topic:" + HTML.queryComponent(topic.id), id: topic.id, feed: "topic", name: topic.slug, title: topic.title, line: PhotoFormatting.line(of: topic))
    }

    /// The card of `collection`.
    static func html(_ collection: PhotoCollection) -> String {
        card(key: "collection:" + HTML.queryComponent(collection.id), id: collection.id, feed: "collection", name: collection.id, title: collection.title, line: PhotoFormatting.line(of: collection))
    }

    private static func card(key: String, id: String, feed: String, name: String, title: String, line: String) -> String {
        """
        <li class="card item" data-key="\(key)" data-id="\(HTML.queryComponent(id))">\
        <button type="button" class="open-feed" data-action="open-feed" data-feed="\(feed)" data-id="\(HTML.queryComponent(name))">\
        \(HTML.escape(title))</button><p>\(HTML.escape(line))</p></li>
        """
    }
}
