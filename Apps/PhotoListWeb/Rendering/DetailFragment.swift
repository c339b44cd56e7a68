import Domain
import Presentation

/// The detail view as HTML: the large picture, title, attribution and metadata of a
/// ``PhotoDetailDisplay``, the favourite button, the download button where the photo offers one, and the
/// photo's page at its source.
enum DetailFragment {
    /// What the detail shows besides the view model's state.
    struct Extras {
        /// Whether the photo is a favourite, from the detail view model.
        var isFavorite: Bool
        /// The download queue's line for this photo, if it is in it.
        var downloadText: String?
        /// The source's name for the link to the photo's page ("Unsplash").
        var sourceName: String?
        /// Why the photo's page cannot open in this run, shown instead of the link; `nil` links to it.
        var pageUnavailableReason: String?
        /// Whether a step back leads to a photo of the list the detail was opened from.
        var hasPrevious = true
        /// Whether a step on leads to a photo of that list, or to a page still to load.
        var hasNext = true
    }

    /// The detail of photo `id` in `state`, for `session`.
    static func html(id: PhotoID, state: PhotoDetailState, extras: Extras, session: String) -> String {
        let key = "detail:\(HTML.queryComponent(id.rawValue))"
        let bar = """
        <div class="bar"><button type="button" data-action="close" title="Back (Esc)">← Back</button>\
        <button type="button" data-action="step" data-direction="previous" title="Previous (←)" aria-label="Previous photo"\
        \(endMark(extras.hasPrevious))>‹</button>\
        <button type="button" data-action="step" data-direction="next" title="Next (→)" aria-label="Next photo"\
        \(endMark(extras.hasNext))>›</button></div>
        """
        switch state {
        case .idle, .loading:
            return #"<article class="detail" data-key="\#(key)" data-state="loading">\#(bar)<p class="status">Loading…</p></article>"#
        case .failed(let error):
            return """
            <article class="detail" data-key="\(key)" data-state="failed">\(bar)<p class="error">\(HTML.escape(error.message))</p>\
            \(error.isRetryable ? #"<button type="button" data-action="detail-retry">Try again</button>"# : "")</article>
            """
        case .loaded(let display):
            return loaded(display, key: key, bar: bar, extras: extras, session: session)
        }
    }

    private static func loaded(_ display: PhotoDetailDisplay, key: String, bar: String, extras: Extras, session: String) -> String {
        let photo = display.detail.photo
        let facts: [(String, String?)] = [
            ("Size", display.dimensionsText), ("Likes", display.likesText), ("Views", display.viewsText),
            ("Downloads", display.downloadsText), ("Camera", display.cameraText), ("Exposure", display.exposureText),
            ("Location", display.locationText), ("Tags", display.tagsText), ("Topics", display.topicsText), ("Profile", display.photographerText),
            ("About them", display.photographerBio),
            ("Published", display.publishedText.map { date in display.publishedAgoText.map { "\(date) (\($0))" } ?? date }),
        ]
        // A source's text may be written right to left: each block takes its direction from its own words.
        let notes = display.notes.map { #"<p dir="auto">\#(HTML.escape($0))</p>"# }.joined()
        let colour = display.colorText.map { hex in
            #"<dt>Colour</dt><dd><span class="swatch" data-color="\#(HTML.escape(hex))" aria-hidden="true"></span>\#(HTML.escape(hex))</dd>"#
        } ?? ""
        let list = facts.compactMap { name, value in value.map { "<dt>\(name)</dt><dd>\(HTML.escape($0))</dd>" } }.joined() + colour
        let favorite = extras.isFavorite
        return """
        <article class="detail" data-key="\(key)" data-state="loaded" data-id="\(HTML.queryComponent(photo.id.rawValue))" \
        data-color="\(HTML.escape(photo.color?.hex ?? ""))" data-ratio="\(ImageRoute.aspectRatio(of: photo))">\(bar)\
        <figure><img alt="\(HTML.escape(display.title))" src="\(ImageRoute.path(session: session, id: photo.id, size: .large))"></figure>\
        <div class="info"><h2 dir="auto">\(HTML.escape(display.title))</h2><p class="attribution">\(HTML.escape(display.creditText))\(photographerLink(photo))</p>\
        \(notes.isEmpty ? "" : #"<div class="notes">\#(notes)</div>"#)<dl>\(list)</dl><div class="actions">\
        <button type="button" class="fav" data-action="detail-favorite" aria-pressed="\(favorite)">\(favorite ? "★ Favourite" : "☆ Favourite")</button>\
        \(display.offersDownload ? #"<button type="button" data-action="download">Download</button>"# : "")\(pageLink(photo, extras: extras))</div>\
        \(extras.downloadText.map { #"<p class="download">\#(HTML.escape($0))</p>"# } ?? "")</div></article>
        """
    }

    /// Marks a step button at an end of the list as unavailable. It is `aria-disabled`, not `disabled`, so a
    /// button that has focus when the last photo opens keeps it, and pressing it still says why nothing moved.
    private static func endMark(_ leadsSomewhere: Bool) -> String {
        leadsSomewhere ? "" : #" aria-disabled="true""#
    }

    /// " · More by NAME", opening the photographer's photos in the tab, when the source names them by username.
    private static func photographerLink(_ photo: Photo) -> String {
        guard let feed = photo.author.photosFeed else { return "" }
        return #" · <button type="button" class="author-link" \#(FeedLink.attributes(feed))>More by \#(HTML.escape(photo.author.name))</button>"#
    }

    /// A link to the photo's page at its source, only for a web address (a source could send `javascript:`),
    /// or why it cannot open in this run.
    private static func pageLink(_ photo: Photo, extras: Extras) -> String {
        guard let page = photo.urls.pageText, page.lowercased().hasPrefix("https://") || page.lowercased().hasPrefix("http://") else {
            return ""
        }
        if let reason = extras.pageUnavailableReason {
            return #"<span class="page-unavailable">Its page is unavailable: \#(HTML.escape(reason)).</span>"#
        }
        return #"<a href="\#(HTML.escapeWhole(page))" target="_blank" rel="noopener noreferrer">View on \#(HTML.escape(extras.sourceName ?? "the source"))</a>"#
    }
}
