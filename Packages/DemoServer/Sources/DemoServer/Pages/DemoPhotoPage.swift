/// `GET /p/{id}`: a catalog photo's web page, where a photo's `links.html` points (Unsplash's
/// `unsplash.com/photos/{slug}`): the picture, its title and description, and the credit "Photo by NAME"
/// linking to the photographer's page. Every text is HTML-escaped.
enum DemoPhotoPage {
    /// The width of the picture on the page, in pixels (the image route scales to it).
    static let pictureWidth = 1080

    /// The page's HTML.
    static func html(_ photo: DemoPhoto) -> String {
        let title = photo.description ?? photo.altDescription
        let name = photo.user.name
        let escape = DemoHTML.escaped
        let width = min(pictureWidth, photo.width)
        let height = max(1, photo.height * width / max(1, photo.width))
        let body = """
            <main>
            <h1>\(escape(title))</h1>
            <img src="/images/\(escape(photo.id))?w=\(width)" width="\(width)" height="\(height)" alt="\(escape(photo.altDescription))">
            <p>\(escape(photo.altDescription)) · \(photo.width) × \(photo.height) · \(photo.likes) likes</p>
            <p>Photo by <a href="/@\(escape(photo.user.username))">\(escape(name))</a></p>
            </main>
            """
        return DemoHTML.document(title: "\(title), photo by \(name)", body: body)
    }
}
