/// The web page of a collection (`/collections/{id}/{slug}`) or a topic (`/t/{slug}`), where their
/// `links.html` point: the title, the description, and the first of the photos, each linking to its own
/// page. Every text is HTML-escaped.
enum DemoListingPage {
    /// The most photos the page lists.
    static let maximumPhotos = 24

    /// The page's HTML for the listing called `title`, described by `description`, holding `photos`.
    static func html(title: String, description: String?, photos: [DemoPhoto]) -> String {
        let escape = DemoHTML.escaped
        let items = photos.prefix(maximumPhotos).map { photo in
            let caption = photo.description ?? photo.altDescription
            return "<li><a href=\"/p/\(escape(photo.id))\"><img src=\"/images/\(escape(photo.id))?w=200\" alt=\"\(escape(photo.altDescription))\"> \(escape(caption))</a></li>"
        }
        let body = """
            <main>
            <h1>\(escape(title))</h1>
            \(description.map { "<p>\(escape($0))</p>" } ?? "")
            <ul>
            \(items.joined(separator: "\n"))
            </ul>
            </main>
            """
        return DemoHTML.document(title: title, body: body)
    }
}
