import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation
import Synchronization

/// `photolist sync --pages N`: prefetches pages into the cache for offline use.
struct SyncCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch pages into the offline cache, so `--offline` can show them later.",
        discussion: #"Shows a progress bar on standard error when it is a terminal. JSON output (--json) is {"source", "pagesRequested", "pagesSynced", "photos", "end" ("continues", "last" or "cutShort": no next page because the last one added no new photo although the source said more follow), "path" (the cache file)}."#
    )

    /// The most pages one sync fetches.
    static let maximumPages = 500

    @OptionGroup var global: GlobalOptions

    // `.unconditional`, as in PagingOptions: `--pages -1` is a value to refuse in words, not an option.
    @Option(parsing: .unconditional, help: "How many pages to fetch, from page 1 (\((1...SyncCommand.maximumPages).helpText)).")
    var pages: Int

    @Option(name: .customLong("per-page"), parsing: .unconditional, help: "Photos per page (\(PageRequest.perPageRange.helpText)); use the same value when reading offline.")
    var perPage: Int = PageRequest.defaultPerPage

    @Option(help: "Sync the results of this search instead of the listing (with --orientation and --color, of the search with those filters).")
    var query: String?

    @OptionGroup var filters: SearchFilterOptions

    @Option(help: ArgumentHelp("The order of the listing (default: latest); a search's results come in the source's order.", valueName: "latest|oldest|popular"))
    var order: PhotoOrder?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard (1...Self.maximumPages).contains(pages) else {
            throw ValidationError("--pages must be between 1 and \(Self.maximumPages) (got \(pages))")
        }
        guard !global.offline else {
            throw ValidationError("sync fetches from the source; it cannot run with --offline")
        }
        _ = try firstPage()
        if let query { _ = try filters.query(query) }
        if query == nil, !filters.isEmpty {
            throw ValidationError("\(filters.typed) filters a search; give the search's words with --query")
        }
        if query != nil, let order {
            throw ValidationError("--order \(order.rawValue) sorts the listing; a search (--query) comes in the source's order of relevance")
        }
    }

    func run() async throws {
        let firstPage = try firstPage()
        let target = try query.map { SyncTarget.search(try filters.query($0)) } ?? .listing
        let bar = ProgressBar(total: pages, label: "sync", write: StandardError.write)
        defer { bar.finish() }
        let pagesSynced = Mutex(0)
        let (global, order, pages) = (self.global, self.order ?? .latest, self.pages)
        let summary = { @Sendable in
            let count = pagesSynced.withLock { $0 }
            return "\(PhotoFormatting.syncedPages(SyncProgress(pagesRequested: pages, pagesSynced: count))) \(count == 1 ? "was" : "were") synced"
        }
        let (synced, root): (SyncProgress, CompositionRoot)
        do {
            (synced, root) = try await SignalCancellation.run("sync", summary: summary) {
                try await CompositionRoot.with(global, order: order, syncing: true) { root in
                    let synced = try await Self.sync(root.screens.makeSyncPhotosUseCase(), target, pages: pages, from: firstPage) { progress in
                        pagesSynced.withLock { $0 = progress.pagesSynced }
                        bar.update(done: progress.pagesSynced)
                    }
                    return (synced, root)
                }
            }
        } catch let failure as CommandFailure where failure.cause.map(Self.isStorageFailure) == true {
            // The cache could not even be opened (a full disk, a locked or unwritable file): no page was
            // stored, and the line says so as it does when a later page could not be.
            let none = PhotoFormatting.syncedPages(SyncProgress(pagesRequested: pages))
            throw CommandFailure(message: "synced \(none), then: \(failure.message)", status: failure.status, cause: failure.cause)
        }
        bar.finish()
        let count = synced.pagesSynced
        let done = "\(PhotoFormatting.counted(count, "page")) \(count == 1 ? "was" : "were") synced"
        if json {
            return try StandardOutput.writeLine(JSONOutput.encode(SyncJSON(
                source: root.sourceKey, pagesRequested: synced.pagesRequested, pagesSynced: count, photos: synced.photosSynced,
                end: SyncJSON.name(of: synced.end), path: root.locations.cachePath
            )), afterDoing: done)
        }
        let end = Self.endNote(synced, searching: query != nil, from: firstPage)
        try StandardOutput.writeLine("synced \(PhotoFormatting.counted(count, "page")), \(PhotoFormatting.counted(synced.photosSynced, "photo")) from \(root.sourceKey)\(end) into \(TerminalText.sanitizedLine(root.locations.cachePath))", afterDoing: done)
    }

    /// What the summary adds when the sync reached the last page (the sync began at `firstPage`): a
    /// search's may have found nothing, and a source may have cut the listing short.
    private static func endNote(_ synced: SyncProgress, searching: Bool, from firstPage: PageRequest) -> String {
        guard synced.reachedEnd else { return "" }
        if synced.end == .cutShort { return " (\(PhotoFormatting.cutShort(atPage: firstPage.page + synced.pagesSynced - 1, listedNothing: synced.photosSynced == 0)))" }
        guard searching else { return " (the end of the listing)" }
        return synced.photosSynced == 0 ? " (no results)" : " (the end of the results)"
    }

    /// Runs the sync; a sync that stopped on a page fails with one line saying how many pages were synced
    /// before it, then why, and the exit status of that cause.
    private static func sync(
        _ useCase: any SyncPhotosUseCase,
        _ target: SyncTarget,
        pages: Int,
        from firstPage: PageRequest,
        progress: @escaping @Sendable (SyncProgress) -> Void
    ) async throws(CommandFailure) -> SyncProgress {
        do throws(DomainError) {
            return try await useCase.execute(target, pages: pages, from: firstPage, progress: progress)
        } catch .syncIncomplete(let failure) {
            let cause = CommandFailure(ErrorDisplay(failure.cause))
            throw CommandFailure(message: "synced \(PhotoFormatting.syncedPages(failure.progress)), then: \(cause.message)", status: cause.status, cause: .syncIncomplete(failure))
        } catch {
            throw CommandFailure(ErrorDisplay(error))
        }
    }

    private static func isStorageFailure(_ error: DomainError) -> Bool {
        if case .storage = error { true } else { false }
    }

    private func firstPage() throws(ValidationError) -> PageRequest {
        try PageRequest.asOptions(perPage: perPage)
    }
}
