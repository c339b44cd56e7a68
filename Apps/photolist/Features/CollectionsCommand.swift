import ArgumentParser
import Domain
import Foundation
import PhotoListTerminal
import Presentation

/// `photolist collections [ID]`: the source's featured collections, or one collection's photos. Started
/// with Scripts/new-feature.
struct CollectionsCommand: AsyncParsableCommand, GlobalOptionsCommand, SourceNameCommand {
    static let configuration = CommandConfiguration(
        commandName: "collections",
        abstract: "Print the source's featured collections, or a collection's photos.",
        discussion: """
            Without ID: one page of collections (id, title, photo count, curator); JSON is \
            {"page", "hasNextPage", "rateLimit": {"remaining", "limit"} | null, "collections": [{"id", "title", "description", "totalPhotos", \
            "curator": {"name", "username"} | null}]}. With ID (as the list prints it, even one that begins \
            with -): one page of that collection's photos, in the table and JSON schema of list, plus \
            "collection" and "total" (how many photos it holds; null when the source does not say). Lorem Picsum has no collections.
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var paging: PagingOptions

    @Argument(help: ArgumentHelp("A collection's id, as `photolist collections` prints it.", valueName: "id"))
    var id: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        if let id { try FeedName.check(id, what: "collection's id") }
    }

    func run() async throws {
        let request = try paging.request()
        try await CompositionRoot.with(global) { root in
            if let id {
                try await FeedOutput.print(
                    root.screens.makeFeedViewModel(.collection(id), firstPage: request), json: json,
                    feed: ("collection", id), end: "end of the collection"
                )
            } else {
                try await Self.printCollections(root.screens.makeCollectionsViewModel(firstPage: request), json: json, baseURL: global.parsedBaseURL)
            }
        }
    }

    @MainActor
    private static func printCollections(_ viewModel: CollectionsViewModel, json: Bool, baseURL: URL?) async throws {
        let state: ItemListState<PhotoCollection>
        do throws(ScreenFailure) {
            state = try await ItemListScreen.loadPage(of: viewModel, what: "collections list")
        } catch .failed(let display) where display.error == .notFound {
            throw CommandFailure.noListing("collections list", baseURL: baseURL)
        } catch {
            throw CommandFailure(error)
        }
        try StandardOutput.writeLine(json ? ItemListJSONView.render(state) : CollectionsTableView.render(state, width: Terminal.columns()))
    }
}
