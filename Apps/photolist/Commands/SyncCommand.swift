import ArgumentParser
import Domain
import Presentation
import Synchronization

/// `photolist sync --pages N`: prefetches pages into the cache for offline use.
struct SyncCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch pages into the offline cache, so `--offline` can show them later.",
        discussion: "Shows a progress bar on standard error when it is a terminal."
    )

    /// The most pages one sync fetches.
    static let maximumPages = 500

    @OptionGroup var global: GlobalOptions

    @Option(help: "How many pages to fetch, from page 1 (1…\(SyncCommand.maximumPages)).")
    var pages: Int

    @Option(name: .customLong("per-page"), help: "Photos per page (1…30); use the same value when reading offline.")
    var perPage: Int = PageRequest.defaultPerPage

    @Option(help: "Sync the results of this search instead of the listing.")
    var query: String?

    @Option(help: ArgumentHelp("The order of the listing.", valueName: "latest|oldest|popular"))
    var order: PhotoOrder = .latest

    func validate() throws {
        guard (1...Self.maximumPages).contains(pages) else {
            throw ValidationError("pages must be between 1 and \(Self.maximumPages) (got \(pages))")
        }
        guard !global.offline else {
            throw ValidationError("sync fetches from the source; it cannot run with --offline")
        }
        _ = try firstPage()
        if let query { _ = try searchQuery(query) }
    }

    func run() async throws {
        let request = try firstPage()
        let search = try query.map(searchQuery)
        let bar = ProgressBar(total: pages, label: "sync")
        defer { bar.finish() }
        let pagesSynced = Mutex(0)
        let (global, order, pages) = (self.global, self.order, self.pages)
        let summary = { @Sendable in "\(pagesSynced.withLock { $0 }) of \(pages) pages were synced" }
        let (state, root) = try await SignalCancellation.run("sync", summary: summary) {
            try await CompositionRoot.with(global, order: order, syncing: true) { root in
                let viewModel = await MainActor.run {
                    search.map { root.makeSearchResultsViewModel(query: $0, firstPage: request) } ?? root.makePhotoListViewModel(firstPage: request)
                }
                let state = try await SyncScreen.run(viewModel, pages: pages) { done in
                    pagesSynced.withLock { $0 = done }
                    bar.update(done: done)
                }
                return (state, root)
            }
        }
        bar.finish()
        let synced = state.page ?? 0
        let end = state.hasMore ? "" : " (the end of the listing)"
        try StandardOutput.writeLine("synced \(synced) \(synced == 1 ? "page" : "pages"), \(state.items.count) photos from \(root.sourceKey)\(end) into \(root.locations.cachePath)")
    }

    private func firstPage() throws(ValidationError) -> PageRequest {
        try validating { () throws(DomainError) in try PageRequest(page: 1, perPage: perPage) }
    }

    private func searchQuery(_ text: String) throws(ValidationError) -> SearchQuery {
        try validating { () throws(DomainError) in try SearchQuery(text) }
    }
}
