/// `GET /@{username}`: a photographer's (or a sponsor's) web page, where a user's `links.html` points
/// (Unsplash's `unsplash.com/@username`): their name, their biography (where they are based), and some of
/// their photos, each linking to its own page; the same facts `GET /users/{username}` gives. Every text is
/// HTML-escaped.
enum DemoPhotographerPage {
    /// The most photos the page lists.
    static let maximumPhotos = 24

    /// The page's HTML for the photographer of `photos` (all by the same user, at least one).
    static func html(_ photos: [DemoPhoto]) -> String {
        let user = photos[0].user
        let name = user.name
        let escape = DemoHTML.escaped
        let items = photos.prefix(maximumPhotos).map { photo in
            let title = photo.description ?? photo.altDescription
            return "<li><a href=\"/p/\(escape(photo.id))\"><img src=\"/images/\(escape(photo.id))?w=200\" alt=\"\(escape(photo.altDescription))\"> \(escape(title))</a></li>"
        }
        let body = """
            <main>
            <h1>\(escape(name))</h1>
            <p>@\(escape(user.username)) · \(escape(user.bio))</p>
            <ul>
            \(items.joined(separator: "\n"))
            </ul>
            </main>
            """
        return DemoHTML.document(title: "\(name) (@\(user.username))", body: body)
    }
}
