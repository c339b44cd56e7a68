import ArgumentParser
import Domain

/// `photolist list`: prints one page of the catalog as a table or JSON.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one page of photos.",
        discussion: "JSON output (--json) is an object with page, hasNextPage and photos."
    )

    @OptionGroup var global: GlobalOptions

    @Option(help: "The page to print (1 or greater).")
    var page: Int = 1

    @Option(name: .customLong("per-page"), help: "Photos per page (1…30).")
    var perPage: Int = PageRequest.defaultPerPage

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        do {
            _ = try PageRequest(page: page, perPage: perPage)
        } catch {
            if case .invalidRequest(let reason) = error { throw ValidationError(reason) }
            throw ValidationError("\(error)")
        }
    }

    func run() async throws {
        // validate() has already accepted these numbers.
        let request = try PageRequest(page: page, perPage: perPage)
        let root = try await CompositionRoot.start(source: global.source, baseURL: global.parsedBaseURL)
        let state = try await ListScreen.loadPage(request, root: root)
        await root.shutdown()
        print(json ? PhotoListJSONView.render(state) : PhotoListTableView.render(state, width: Terminal.columns()))
    }
}
