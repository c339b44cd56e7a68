/// A web page of photos: a photographer's (`/@{username}`, ``DemoPhotographerPage``), a topic's
/// (`/t/{slug}`) or a collection's (`/collections/{id}/{slug}`), where their `links.html` point: a heading,
/// a line under it, and the first of the photos, each linking to its own page. Every text is HTML-escaped.
enum DemoListingPage {
    /// The most photos a page lists.
    static let maximumPhotos = 24

    /// The page's HTML: `title` in the window's title, `heading` over `description`, and the first
    /// ``maximumPhotos`` of `photos`.
    static func html(title: String, heading: String, description: String?, photos: [DemoPhoto]) -> String {
        let escape = DemoHTML.escaped
        let items = photos.prefix(maximumPhotos).map { photo in
            let caption = photo.description ?? photo.altDescription
            return "<li><a href=\"/p/\(escape(photo.id))\"><img src=\"/images/\(escape(photo.id))?w=200\" alt=\"\(escape(photo.altDescription))\"> \(escape(caption))</a></li>"
        }
        let body = """
            <main>
            <h1>\(escape(heading))</h1>
            \(description.map { "<p>\(escape($0))</p>" } ?? "")
            <ul>
            \(items.joined(separator: "\n"))
            </ul>
            </main>
            """
        return DemoHTML.document(title: title, body: body)
    }
}
