import Domain
import Foundation
import Presentation

/// The page: a header with the screens, the search field and its filters; the screen's status line and
/// grid; the detail, a dialog over them (what lies behind it is inert while it is open, so it is modal
/// without `aria-modal`, which would silence the notice's announcements); a notice. Every part sits in a
/// landmark, so a screen reader's list of regions reaches all of it. It holds no photo: everything it
/// shows arrives on the tab's event stream.
enum PageHTML {
    /// The page's HTML. The search field's `maxlength` is ``SearchQuery``'s limit; a browser counts it in
    /// UTF-16 units, so the field never holds more than a search takes (an emoji query is cut a little sooner).
    static let text = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>PhotoList</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/app.css">
    <script src="/app.js" defer></script>
    </head>
    <body>
    <header>
    <h1>PhotoList</h1>
    <nav aria-label="Screens">\
    <button type="button" data-screen="catalog" aria-current="page">Photos</button>\
    <button type="button" data-screen="topics">Topics</button>\
    <button type="button" data-screen="collections">Collections</button>\
    <button type="button" data-screen="random">Random</button>\
    <button type="button" data-screen="favorites">Favourites</button></nav>
    <form id="search" role="search">\
    <input id="query" type="search" placeholder="Search photos" maxlength="\(SearchQuery.maximumLength)" aria-label="Search photos">\
    <select id="orientation" aria-label="Shape"><option value="">Any shape</option>\(options(Orientation.allCases.map { ($0.rawValue, PhotoFormatting.label(of: $0)) }))</select>\
    <select id="color" aria-label="Colour"><option value="">Any colour</option>\(options(ColorFilter.allCases.map { ($0.rawValue, PhotoFormatting.label(of: $0)) }))</select>\
    </form>
    </header>
    <main><p id="status" role="status" aria-live="polite" tabindex="-1"></p>\
    <ul id="grid" aria-label="Photos"></ul><div id="more"></div></main>
    <section id="detail" role="dialog" aria-label="Photo" hidden></section>
    <aside aria-label="Notices"><p id="notice" role="alert" hidden></p></aside>
    <noscript><p>PhotoList's web view needs JavaScript.</p></noscript>
    </body>
    </html>

    """

    /// `<option>`s for the filter values (the API's), labelled in words ("Black and white").
    private static func options(_ values: [(value: String, label: String)]) -> String {
        values.map { #"<option value="\#(HTML.escape($0.value))">\#(HTML.escape($0.label))</option>"# }.joined()
    }
}
