import Foundation
import Testing

extension TmuxSession {
    /// A browser session (`NO_COLOR`) whose home holds the demo catalog's first `count` photos as
    /// favourites, and their ids in the order the favourites list shows them (newest first), as
    /// `favorites --json` prints them.
    static func withFavourites(_ count: Int) throws -> (session: TmuxSession, favourites: [String]) {
        var favourites: [String] = []
        let session = try TmuxSession(environment: ["NO_COLOR": "1"]) { home in
            let ids = try PhotoListBinary.run(["list", "--json", "--per-page", String(count)], environment: ["HOME": home.path]).photoIDs
            for id in ids {
                _ = try PhotoListBinary.run(["favorites", "add", id], environment: ["HOME": home.path])
            }
            favourites = try PhotoListBinary.run(["favorites", "--json"], environment: ["HOME": home.path]).photoIDs
        }
        try #require(favourites.count == count)
        return (session, favourites)
    }
}
