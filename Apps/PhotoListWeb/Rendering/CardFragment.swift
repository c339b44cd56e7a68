import Domain
import Presentation

/// One photo of a grid as HTML: its thumbnail (served by this server, never by the source), its labels
/// ("Sponsored · Surface", "Unsplash+"), photographer, likes and favourite button. Every text is escaped; the colour and shape are data for the page's script to
/// apply, because the Content-Security-Policy allows no inline style.
enum CardFragment {
    /// The card of `item` on `screen`, its thumbnail fetched through `session`'s image route.
    static func html(_ item: PhotoListItem, screen: WebScreen, session: String) -> String {
        // Percent-encoded: ASCII only, so the page's keys and the ids it sends back are the ids sent, even
        // for an id with control characters (which escaping drops).
        let id = HTML.queryComponent(item.id.rawValue)
        let title = HTML.escape(item.labelledCaption ?? "Photo by \(item.authorName)")
        let labels = item.labels.map { #"<span class="label">\#(HTML.escape($0))</span>"# }.joined()
        let ratio = ImageRoute.aspectRatio(of: item.photo)
        let favorite = item.isFavorite
        let favoriteLabel = screen == .favorites ? "Remove from favourites" : (favorite ? "Unfavourite" : "Favourite")
        // The star's accessible name says which photo it marks: a screen reader would list thirty stars alike.
        return """
        <li class="card" data-key="\(key(item.id, screen: screen))" data-id="\(id)" \
        data-color="\(HTML.escape(item.colorHex ?? ""))" data-ratio="\(ratio)">\
        <button class="open" type="button" data-action="select" data-id="\(id)" title="\(title)">\
        <img loading="lazy" decoding="async" alt="\(title)" src="\(ImageRoute.path(session: session, id: item.id, size: .thumbnail))"></button>\
        <div class="meta">\(labels)<span class="author" title="\(HTML.escape(item.authorName))">\(author(item))</span>\
        <span class="likes">\(HTML.escape(item.likesText))</span>\
        <button class="fav" type="button" data-action="favorite" data-id="\(id)" aria-pressed="\(favorite)" \
        title="\(favoriteLabel)" aria-label="\(screen == .favorites ? favoriteLabel : "Favourite"): \(title)">\(favorite ? "★" : "☆")</button></div></li>
        """
    }

    /// The photographer's name, as a button that opens their photos when the source names them by username.
    static func author(_ item: PhotoListItem) -> String {
        let author = item.photo.author
        guard let feed = author.photosFeed else { return HTML.escape(item.authorName) }
        return #"<button type="button" class="author-link" \#(FeedLink.attributes(feed)) title="\#(HTML.escape(author.photosTitle))">\#(HTML.escape(item.authorName))</button>"#
    }

    /// The key the page matches cards by between updates: a photo may be on two screens.
    static func key(_ id: PhotoID, screen: WebScreen) -> String {
        "\(screen.rawValue):\(HTML.queryComponent(id.rawValue))"
    }
}
