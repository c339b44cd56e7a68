/// `GET /@{username}`: a photographer's (or a sponsor's) web page, where a user's `links.html` points
/// (Unsplash's `unsplash.com/@username`): their name, their biography (where they are based), and some of
/// their photos, each linking to its own page (a ``DemoListingPage``); the same facts
/// `GET /users/{username}` gives.
enum DemoPhotographerPage {
    /// The page's HTML for the photographer of `photos` (all by the same user, at least one).
    static func html(_ photos: [DemoPhoto]) -> String {
        let user = photos[0].user
        return DemoListingPage.html(title: "\(user.name) (@\(user.username))", heading: user.name, description: "@\(user.username) · \(user.bio)", photos: photos)
    }
}
