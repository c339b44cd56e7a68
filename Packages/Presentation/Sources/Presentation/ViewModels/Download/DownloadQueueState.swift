public import Domain

/// The downloads asked for from the browser: the one being saved, the ones waiting their turn, and how far
/// the batch has come, so a status line can say "Downloading 2 of 4… 42%".
public struct DownloadQueueState: Equatable, Sendable {
    /// The download under way.
    public struct Running: Equatable, Sendable {
        /// The photo being saved.
        public let id: PhotoID
        /// How far it is (starting or transferring).
        public let state: DownloadState
    }

    /// The download under way, if any.
    public internal(set) var running: Running?
    /// The photos waiting, in the order they were asked for.
    public internal(set) var waiting: [PhotoID]
    /// Downloads that ended (saved or failed) since the queue was last empty, so the count covers the batch.
    public internal(set) var settled: Int

    /// Nothing asked for.
    public static let idle = DownloadQueueState(running: nil, waiting: [], settled: 0)

    /// Whether a download is under way (or waiting).
    public var isActive: Bool {
        running != nil || !waiting.isEmpty
    }

    /// How many downloads are under way: the one saving and those waiting.
    public var count: Int {
        (running == nil ? 0 : 1) + waiting.count
    }

    /// Whether photo `id` is being saved or is waiting.
    public func contains(_ id: PhotoID) -> Bool {
        running?.id == id || waiting.contains(id)
    }

    /// "Downloading… 42% (1.2 MB of 3.0 MB)" for a single download, "Downloading 2 of 4… 42% (…)" for a
    /// batch; `nil` when nothing is under way.
    public var text: String? {
        guard let running else { return nil }
        let total = settled + 1 + waiting.count
        let position = total > 1 ? " \(settled + 1) of \(total)" : ""
        return "Downloading\(position)…" + (running.state.progressText.map { " " + $0 } ?? "")
    }

    /// What a screen showing photo `id` says of its download: "Downloading… 42% (…)", "Waiting to download
    /// (2 ahead)", or `nil` when it is not queued.
    public func text(for id: PhotoID) -> String? {
        if let running, running.id == id {
            return "Downloading…" + (running.state.progressText.map { " " + $0 } ?? "")
        }
        guard let index = waiting.firstIndex(of: id) else { return nil }
        return "Waiting to download (\(index + 1) ahead)"
    }
}
