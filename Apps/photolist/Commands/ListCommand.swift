import ArgumentParser
import Domain

/// `photolist list`: prints one page of the catalog as a table or JSON.
struct ListCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one page of photos.",
        discussion: "JSON output (--json) is an object with page, hasNextPage, rateLimit and photos."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var paging: PagingOptions

    @Option(help: ArgumentHelp("The order of the listing.", valueName: "latest|oldest|popular"))
    var order: PhotoOrder = .latest

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() async throws {
        try await Self.printFirstPage(global: global, request: try paging.request(), order: order, json: json)
    }

    /// Prints one page as a table (or JSON): `list`, and `photolist` without a terminal.
    static func printFirstPage(global: GlobalOptions, request: PageRequest, order: PhotoOrder = .latest, json: Bool = false) async throws {
        let state = try await CompositionRoot.with(global, order: order) { root in
            try await ListScreen.loadPage(of: root.makePhotoListViewModel(firstPage: request))
        }
        try StandardOutput.writeLine(json ? PhotoListJSONView.render(state) : PhotoListTableView.render(state, width: Terminal.columns()))
    }
}
