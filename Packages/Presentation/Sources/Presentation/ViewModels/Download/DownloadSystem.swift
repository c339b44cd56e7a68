public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The download queue's rules as one pure function: photos saved one at a time in the order asked, a
/// photo already queued or one past the limit refused with a notice, cancel stopping everything, and one
/// notice per saved, failed (naming the failures before it since the last save), refused or cancelled
/// download.
public enum DownloadSystem {
    /// The most downloads that may wait behind the running one; more are refused with a notice.
    public static let maximumWaiting = 20

    /// What can happen to the queue.
    public enum Event: Sendable {
        /// The user asked for this photo.
        case download(Photo)
        /// The user asked to cancel every download.
        case cancelAll
        /// The view is ending (the process with it): every download is cancelled, and any asked for
        /// afterwards is ignored.
        case stop
        /// The transfer with this number got this far.
        case progress(Int, DownloadProgress)
        /// The transfer with this number ended: the saved file, or why not.
        case finished(Int, Result<URL, DomainError>)
        /// The transfer with this number, no longer asked for, has returned.
        case ended(Int)
    }

    /// The state after `event`.
    public static func reduce(_ state: inout DownloadSystemState, _ event: Event) {
        state.notices = []
        switch event {
        case .download(let photo):
            if state.isStopped {
                return
            } else if state.queue.contains(photo.id) {
                state.notices.append(.alreadyQueued(photo.id))
            } else if state.waiting.count >= maximumWaiting {
                state.notices.append(.queueFull(limit: maximumWaiting))
            } else {
                state.waiting.append(photo)
            }
        case .cancelAll:
            // Asked with nothing to cancel, it says so: a key that did nothing would look broken.
            if cancelEverything(in: &state).isEmpty { state.notices.append(.cancelled([])) }
            state.failedInARow = []
        case .stop:
            state.isStopped = true
            state.stops += 1
            state.cancelledAtStop = cancelEverything(in: &state)
        case .progress(let number, let progress):
            guard state.transfer?.number == number else { return }
            state.progress = .transferring(progress)
        case .finished(let number, let outcome):
            guard let transfer = state.transfer, transfer.number == number else { return }
            state.transfer = nil
            state.settled += 1
            switch outcome {
            case .success(let file):
                state.notices.append(.saved(transfer.value.id, path: file.path))
                state.failedInARow = []
            case .failure(.storage(let failure)) where failure.reason == .alreadyExists:
                // A file of the photo's name is there already: not a failure to count in a row.
                state.notices.append(.alreadySaved(transfer.value.id, path: failure.path))
                state.failedInARow = []
            case .failure(.subscriptionRequired):
                // Refused before anything was fetched: nothing failed, and a run of failures goes on past it.
                state.notices.append(.needsSubscription(transfer.value.id))
            case .failure(let error):
                state.notices.append(.failed(transfer.value.id, ErrorDisplay(error), earlierInARow: state.failedInARow))
                state.failedInARow.append(transfer.value.id)
            }
        case .ended(let number):
            state.stopping.remove(number)
        }
        startNext(in: &state)
    }

    /// Cancels the download saving (counted as stopping until it has returned) and those waiting, with one
    /// notice; returns the photos cancelled.
    @discardableResult
    private static func cancelEverything(in state: inout DownloadSystemState) -> [PhotoID] {
        let cancelled = (state.transfer.map { [$0.value.id] } ?? []) + state.waiting.map(\.id)
        guard !cancelled.isEmpty else { return [] }
        if let transfer = state.transfer { state.stopping.insert(transfer.number) }
        state.transfer = nil
        state.waiting = []
        state.notices.append(.cancelled(cancelled))
        return cancelled
    }

    /// Starts the first waiting photo when none is saving; an idle queue starts the next batch at zero.
    private static func startNext(in state: inout DownloadSystemState) {
        if state.transfer == nil, !state.waiting.isEmpty {
            state.transfer = state.requests.number(state.waiting.removeFirst())
            state.progress = .starting
        }
        if state.transfer == nil && state.waiting.isEmpty { state.settled = 0 }
    }
}
