import Domain
import Presentation

/// The attributes that make a button open a feed's photos in the tab: the `open-feed` intent with the
/// feed's kind and its name, percent-encoded (so any name is plain ASCII in the page).
enum FeedLink {
    /// `data-action="open-feed" data-feed="topic" data-id="nature"`.
    static func attributes(_ feed: PhotoFeed) -> String {
        #"data-action="open-feed" data-feed="\#(feed.kind)" data-id="\#(HTML.queryComponent(feed.key))""#
    }
}
