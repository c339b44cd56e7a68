import ArgumentParser
import Domain
import Foundation
import PhotoListTerminal
import Presentation

/// `photolist topics [SLUG]`: the source's topics, or one topic's photos. Started with Scripts/new-feature.
struct TopicsCommand: AsyncParsableCommand, GlobalOptionsCommand, SourceNameCommand {
    static let configuration = CommandConfiguration(
        commandName: "topics",
        abstract: "Print the source's topics, or a topic's photos.",
        discussion: """
            Without SLUG: one page of topics (slug, title, photo count, description); JSON is \
            {"page", "hasNextPage", "rateLimit": {"remaining", "limit"} | null, "topics": [{"id", "slug", "title", "description", "totalPhotos"}]}. \
            With SLUG (as the list prints it, even one that begins with -): one page of that topic's photos, \
            in the table and JSON schema of list, plus "topic" and "total" (how many photos it holds; null when \
            the source does not say). Lorem Picsum has no topics.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var paging: PagingOptions

    @Argument(help: ArgumentHelp("A topic's slug, as `photolist topics` prints it (e.g. nature).", valueName: "slug"))
    var slug: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if let slug { try FeedName.check(slug, what: "topic's slug") }
    }

    func run() async throws {
        let request = try paging.request()
        try await CompositionRoot.with(global) { root in
            if let slug {
                try await FeedOutput.print(
                    root.screens.makeFeedViewModel(.topic(slug), firstPage: request), json: json,
                    feed: ("topic", slug), end: "end of the topic"
                )
            } else {
                try await Self.printTopics(root.screens.makeTopicsViewModel(firstPage: request), json: json, baseURL: global.parsedBaseURL)
            }
        }
    }

    @MainActor
    private static func printTopics(_ viewModel: TopicsViewModel, json: Bool, baseURL: URL?) async throws {
        let state: ItemListState<Topic>
        do throws(ScreenFailure) {
            state = try await ItemListScreen.loadPage(of: viewModel, what: "topics list")
        } catch .failed(let display) where display.error == .notFound {
            throw CommandFailure.noListing("topics list", baseURL: baseURL)
        } catch {
            throw CommandFailure(error)
        }
        try StandardOutput.writeLine(json ? ItemListJSONView.render(state) : TopicsTableView.render(state, width: Terminal.columns()))
    }
}
