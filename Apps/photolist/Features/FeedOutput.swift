import Domain
import Foundation
import PhotoListTerminal
import Presentation

/// How the commands that print a feed's photos (`topics SLUG`, `collections ID`, `user USERNAME`,
/// `random`) print them: the table `list` prints, ending with what the feed is, or its JSON with the feed
/// named (`"topic": "nature"`).
enum FeedOutput {
    /// Loads the first page `viewModel` asks for and prints it; `feed` names the feed in JSON and `end` says
    /// what the last page ends ("end of the topic"); for a user's photos, `profile` is who they are, a line
    /// above the table and `"profile"` in JSON. A feed the source does not know is named; without a feed
    /// (`random`), a 404 is a listing the address does not serve (`baseURL`: the address given).
    @MainActor
    static func print(
        _ viewModel: PhotoListViewModel, json: Bool, feed: (name: String, key: String)?, end: String, profile: PhotographerProfile? = nil,
        baseURL: URL? = nil
    ) async throws {
        let state: PhotoListState
        do throws(ScreenFailure) {
            state = try await ListScreen.loadPage(of: viewModel)
        } catch .failed(let display) where display.error == .notFound {
            guard let feed else { throw CommandFailure.noListing("random photos", baseURL: baseURL) }
            throw unknown(feed.name, feed.key)
        } catch {
            throw CommandFailure(error)
        }
        if json {
            try StandardOutput.writeLine(PhotoListJSONView.render(state, feed: feed, profile: profile))
        } else {
            let width = Terminal.columns()
            let table = PhotoListTableView.render(state, width: width, end: end)
            // The heading wraps at spaces; an address longer than a line stays whole, to be copied.
            let heading = profile.map { TerminalText.wrapped(TerminalText.sanitizedLine(PhotoFormatting.headline(of: $0)), to: width, keepingLongWords: true) } ?? []
            try StandardOutput.writeLine((heading + [table]).joined(separator: "\n"))
        }
    }

    /// The failure for a feed the source does not know, naming it and where the known ones are listed.
    static func unknown(_ name: String, _ key: String) -> CommandFailure {
        let listed = switch name {
        case "topic": "; photolist topics lists them"
        case "collection": "; photolist collections lists them"
        default: ""
        }
        return CommandFailure.notFound(name, key, hint: listed)
    }
}
