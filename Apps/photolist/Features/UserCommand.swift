import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation

/// `photolist user USERNAME`: a photographer's photos, under a line saying who they are.
struct UserCommand: AsyncParsableCommand, GlobalOptionsCommand, SourceNameCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Print a photographer's photos.",
        discussion: """
            One page of the photographer's photos, newest first, under a line with their name, place and \
            photo count, in the table and JSON schema of list, plus "user" (the username), "profile" (who they are, \
            as show's "author") and "total" (how many photos they have; null when the source does not say). The browser opens \
            the same list with u on a photo. Lorem Picsum has no photographers' pages.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var paging: PagingOptions

    @Argument(help: ArgumentHelp("The photographer's username, as show prints it after @ (with the @ too).", valueName: "username"))
    var typed: String

    /// The username asked for: what was typed, without the `@` show prints before it.
    private var username: String {
        typed.hasPrefix("@") ? String(typed.dropFirst()) : typed
    }

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        try FeedName.check(username, what: "username")
    }

    func run() async throws {
        let request = try paging.request()
        try await CompositionRoot.with(global) { root in
            // The profile first: an unknown username is one clear "not found", before any photos.
            let profile: PhotographerProfile
            do throws(DomainError) {
                profile = try await root.screens.makeFetchPhotographerUseCase().execute(username)
            } catch .notFound {
                throw FeedOutput.unknown("user", username)
            } catch {
                throw CommandFailure(ErrorDisplay(error))
            }
            try await FeedOutput.print(
                root.screens.makeFeedViewModel(.photographer(username), firstPage: request), json: json,
                feed: ("user", username), end: "end of their photos", profile: profile
            )
        }
    }
}
