public import Domain

/// Everything the download queue is: the photos waiting, the one saving and how far it got, the batch's
/// count, transfers cancelled but still removing their partial file, and the notices the last event
/// gave. ``DownloadSystem/reduce(_:_:)`` is its only writer.
public struct DownloadSystemState: Equatable, Sendable {
    /// The photos waiting, first in line first.
    var waiting: [Photo] = []
    /// The photo saving now, numbered: what the transfer feedback runs.
    var transfer: Numbered<Photo>?
    /// How far the saving photo got.
    var progress = DownloadState.starting
    /// Downloads of this batch that ended, saved or failed.
    var settled = 0
    /// The photos whose downloads failed since one was last saved or the queue cancelled: a failure's
    /// notice names those before it, since each notice replaces the one before on a status bar.
    var failedInARow: [PhotoID] = []
    /// Cancelled transfers that have not yet returned (their partial file may still be on disk).
    var stopping: Set<Int> = []
    /// Whether the view ended the queue (``DownloadSystem/Event/stop``): nothing more is saved.
    public internal(set) var isStopped = false
    /// How many stops were folded: what ``PhotoDownloadViewModel/cancelAllAndWait()`` waits for.
    public internal(set) var stops = 0
    /// The photos whose downloads the last stop cancelled.
    public internal(set) var cancelledAtStop: [PhotoID] = []
    /// What the last event announced; each notice is announced by one state only.
    public internal(set) var notices: [DownloadNotice] = []
    var requests = RequestCounter()

    /// An empty queue.
    public init() {}

    /// The queue as views show it.
    public var queue: DownloadQueueState {
        DownloadQueueState(
            running: transfer.map { .init(id: $0.value.id, state: progress) },
            waiting: waiting.map(\.id),
            settled: settled
        )
    }

    /// Whether nothing is saving, waiting or still stopping: quitting now leaves no partial file.
    public var isSettled: Bool {
        transfer == nil && waiting.isEmpty && stopping.isEmpty
    }
}
