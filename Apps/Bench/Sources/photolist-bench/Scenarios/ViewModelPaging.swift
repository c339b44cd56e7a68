import Persistence

/// The child half of the memory scenario: pages a list view model through every cached page of the demo
/// listing, then exits; the parent reads the process's peak resident memory.
enum ViewModelPaging {
    @MainActor
    static func run(cachePath: String) async throws {
        let viewModel = try OfflineListing.viewModel(cache: try PhotoCache(path: cachePath), source: "demo", listKey: "photos/latest", perPage: 30)
        let rows = try await OfflineListing.pageThrough(viewModel, perPage: 30) { _ in }
        guard rows >= 10_000 else { throw BenchmarkFailure("only \(rows) photos were cached") }
    }
}
