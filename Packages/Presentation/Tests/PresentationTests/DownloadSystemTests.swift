import Domain
import DomainTesting
import Foundation
import Presentation
import Testing

/// The download queue as a specification: an event, and the queue and notices after it.
@Suite("DownloadSystem.reduce")
struct DownloadSystemTests {
    private func queued(_ ids: [String]) -> DownloadSystemState {
        var state = DownloadSystemState()
        for id in ids { DownloadSystem.reduce(&state, .download(.fixture(id: id))) }
        return state
    }

    @Test("given three photos asked for, when queued, then the first saves and the others wait in order; asking again for one is refused with a notice")
    func photosSaveOneAtATimeInOrder() {
        var state = queued(["a", "b", "c"])

        DownloadSystem.reduce(&state, .download(.fixture(id: "b")))

        #expect(state.queue.running?.id == "a")
        #expect(state.queue.waiting == ["b", "c"])
        #expect(state.notices == [.alreadyQueued("b")])
    }

    @Test("given a photo saving, when it ends, then the next starts, the batch counts it, and one notice says where it went")
    func anEndStartsTheNext() throws {
        var state = queued(["a", "b"])
        let file = URL(fileURLWithPath: "/downloads/a.jpg")

        DownloadSystem.reduce(&state, .progress(1, DownloadProgress(receivedBytes: 10, expectedBytes: 100)))
        let halfway = state.queue.running?.state
        DownloadSystem.reduce(&state, .finished(1, .success(file)))

        #expect(halfway == .transferring(DownloadProgress(receivedBytes: 10, expectedBytes: 100)))
        #expect(state.queue.running?.id == "b")
        #expect(state.queue.running?.state == .starting)
        #expect(state.queue.settled == 1)
        #expect(state.notices == [.saved("a", path: "/downloads/a.jpg")])
    }

    @Test("given downloads failing in a row, when each ends, then its notice names those that failed before it, since each replaces the last; a saved file or a cancel starts the count again")
    func failuresInARowAreNamedTogether() throws {
        var state = queued(["a", "b", "c", "d"])
        let refused = DomainError.storage(StorageFailure(.download, path: "/ro/c.jpg", reason: .inaccessible("Permission denied")))

        DownloadSystem.reduce(&state, .finished(1, .failure(.connectivity(.timedOut))))
        let first = state.notices
        DownloadSystem.reduce(&state, .finished(2, .failure(refused)))
        let second = state.notices
        DownloadSystem.reduce(&state, .finished(3, .success(URL(fileURLWithPath: "/ro/c.jpg"))))
        DownloadSystem.reduce(&state, .finished(4, .failure(refused)))

        #expect(first == [.failed("a", ErrorDisplay(.connectivity(.timedOut)), earlierInARow: [])])
        #expect(second == [.failed("b", ErrorDisplay(refused), earlierInARow: ["a"])])
        #expect(second.first?.message == "2 downloads failed in a row (a and b); b: cannot save /ro/c.jpg: Permission denied.")
        #expect(state.notices == [.failed("d", ErrorDisplay(refused), earlierInARow: [])], "a saved file starts the count again")
        DownloadSystem.reduce(&state, .download(.fixture(id: "e")))
        DownloadSystem.reduce(&state, .download(.fixture(id: "f")))
        DownloadSystem.reduce(&state, .cancelAll)
        DownloadSystem.reduce(&state, .download(.fixture(id: "g")))
        DownloadSystem.reduce(&state, .finished(6, .failure(refused)))
        #expect(state.notices == [.failed("g", ErrorDisplay(refused), earlierInARow: [])], "so does a cancel")
        DownloadSystem.reduce(&state, .cancelAll)
        DownloadSystem.reduce(&state, .download(.fixture(id: "h")))
        DownloadSystem.reduce(&state, .finished(7, .failure(refused)))
        #expect(state.notices == [.failed("h", ErrorDisplay(refused), earlierInARow: [])], "and a cancel with nothing to cancel")
    }

    @Test("given an Unsplash+ photo among failing downloads, when it is refused, then its notice says it needs a subscription, and it neither counts as a failure nor breaks the run around it")
    func aPlusPhotoIsNotAFailure() {
        var state = queued(["a", "plus", "c"])
        let refused = DomainError.storage(StorageFailure(.download, path: "/ro/a.jpg", reason: .inaccessible("Permission denied")))

        DownloadSystem.reduce(&state, .finished(1, .failure(refused)))
        DownloadSystem.reduce(&state, .finished(2, .failure(.subscriptionRequired)))
        let plus = state.notices
        DownloadSystem.reduce(&state, .finished(3, .failure(refused)))

        #expect(plus == [.needsSubscription("plus")])
        #expect(state.notices == [.failed("c", ErrorDisplay(refused), earlierInARow: ["a"])])
    }

    @Test("given a download whose file is there already, when it ends, then its notice says so, not that it failed, and it ends a row of failures as a saved file does")
    func aFileThereAlreadyIsNotAFailure() {
        var state = queued(["a", "b", "c"])
        let exists = DomainError.storage(StorageFailure(.download, path: "/d/b.jpg", reason: .alreadyExists))

        DownloadSystem.reduce(&state, .finished(1, .failure(.connectivity(.timedOut))))
        DownloadSystem.reduce(&state, .finished(2, .failure(exists)))
        let there = state.notices
        DownloadSystem.reduce(&state, .finished(3, .failure(.connectivity(.timedOut))))

        #expect(there == [.alreadySaved("b", path: "/d/b.jpg")])
        #expect(there.first?.message == "Not downloaded: /d/b.jpg is there already (left as it is).")
        #expect(state.notices == [.failed("c", ErrorDisplay(.connectivity(.timedOut)), earlierInARow: [])])
    }

    @Test("given a photo saving and two waiting, when everything is cancelled, then the queue empties at once but is not settled until the transfer has returned")
    func cancelWaitsForTheTransferToReturn() {
        var state = queued(["a", "b", "c"])

        DownloadSystem.reduce(&state, .cancelAll)
        let cancelled = state
        DownloadSystem.reduce(&state, .finished(1, .failure(.cancelled)))  // a late end of the cancelled run
        let afterLateEnd = state
        DownloadSystem.reduce(&state, .ended(1))

        #expect(cancelled.queue == .idle)
        #expect(cancelled.notices == [.cancelled(["a", "b", "c"])])
        #expect(!cancelled.isSettled)
        #expect(afterLateEnd.notices.isEmpty)
        #expect(state.isSettled)
    }

    @Test("given an idle queue, when everything is cancelled, then one notice says nothing was running or waiting; stopping an idle queue says nothing")
    func cancellingNothingSaysSo() {
        var state = DownloadSystemState()
        DownloadSystem.reduce(&state, .cancelAll)
        let cancelled = state.notices
        DownloadSystem.reduce(&state, .stop)

        #expect(cancelled == [.cancelled([])])
        #expect(state.notices.isEmpty && state.cancelledAtStop.isEmpty)
    }

    @Test("given a queue the view stopped, when a photo is asked for afterwards, then nothing starts, and the stop names what it cancelled")
    func aStoppedQueueSavesNothingMore() {
        var state = queued(["a", "b"])

        DownloadSystem.reduce(&state, .stop)
        DownloadSystem.reduce(&state, .download(.fixture(id: "late")))
        DownloadSystem.reduce(&state, .ended(1))

        #expect(state.queue == .idle)
        #expect(state.stops == 1)
        #expect(state.cancelledAtStop == ["a", "b"])
        #expect(state.isSettled)
    }

    @Test("given a full line, when one more is asked for, then it is refused with a notice naming the limit")
    func aFullLineRefuses() {
        var state = queued((0...DownloadSystem.maximumWaiting).map { "p\($0)" })

        DownloadSystem.reduce(&state, .download(.fixture(id: "one-too-many")))

        #expect(state.queue.waiting.count == DownloadSystem.maximumWaiting)
        #expect(state.notices == [.queueFull(limit: DownloadSystem.maximumWaiting)])
    }
}
