import ConcurrencyExtras
import Domain
import DomainTesting
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@MainActor
@Suite("PhotoDownloadViewModel", .serialized, .timeLimit(.minutes(1)))
struct PhotoDownloadViewModelTests {
    private let folder = URL(fileURLWithPath: "/downloads", isDirectory: true)

    /// A view model over `downloader` and `repository`, its input, and recorders of its states and notices.
    private func harness(
        _ downloader: FakePhotoDownloader,
        repository: FakePhotoRepository = FakePhotoRepository(),
        size: PhotoSize = .full
    ) -> (PhotoDownloadViewModel, PhotoDownloadViewModel.Input, Recorder<DownloadQueueState>, Recorder<DownloadNotice>) {
        let viewModel = PhotoDownloadViewModel(
            download: DefaultDownloadPhotoUseCase(repository: repository, downloader: downloader),
            size: size,
            destination: .folder(folder)
        )
        let input = PhotoDownloadViewModel.Input()
        let output = viewModel.transform(input: input)
        return (viewModel, input, Recorder(output.state.values), Recorder(output.notice.values))
    }

    @Test("given three photos asked for while the first downloads, when the gate opens, then all three are saved in order and the status counts the batch")
    func queuesEveryRequest() async {
        await withMainSerialExecutor {
            let gate = Gate()
            let downloader = FakePhotoDownloader { _, _, progress in
                progress(DownloadProgress(receivedBytes: 1_000_000, expectedBytes: 4_000_000))
                await gate.wait()
            }
            let (viewModel, input, states, notices) = harness(downloader, size: .regular)

            input.download.send(.fixture(id: "one"))
            let first = await states.first { $0.running?.state != .starting && $0.running != nil }
            input.download.send(.fixture(id: "two"))
            input.download.send(.fixture(id: "three"))
            let batch = await states.first { $0.waiting.count == 2 }
            gate.open()
            let saved = await notices.next(3)

            #expect(first?.text == "Downloading… 25% (1.0 MB of 4.0 MB)")
            #expect(batch?.text == "Downloading 1 of 3… 25% (1.0 MB of 4.0 MB)")
            #expect(batch?.text(for: "three") == "Waiting to download (2 ahead)")
            #expect(saved == [
                .saved("one", path: "/downloads/one.regular.jpg"),
                .saved("two", path: "/downloads/two.regular.jpg"),
                .saved("three", path: "/downloads/three.regular.jpg"),
            ])
            #expect(downloader.urls == ["one", "two", "three"].map { Photo.fixture(id: $0).urls.regular })
            let matched = await states.first { !$0.isActive }
            #expect(matched == .idle)
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a photo already downloading, when it is asked for again, then it is refused with a notice and saved once")
    func refusesDuplicates() async {
        await withMainSerialExecutor {
            let gate = Gate()
            let downloader = FakePhotoDownloader { _, _, _ in await gate.wait() }
            let (viewModel, input, _, notices) = harness(downloader)

            input.download.send(.fixture(id: "p"))
            input.download.send(.fixture(id: "p"))
            let refused = await notices.first { _ in true }
            gate.open()
            let saved = await notices.first { if case .saved = $0 { true } else { false } }

            #expect(refused == .alreadyQueued("p"))
            #expect(refused?.message == "That photo is already being downloaded.")
            #expect(saved == .saved("p", path: "/downloads/p.jpg"))
            #expect(downloader.destinations.count == 1)
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a full queue, when one more photo is asked for, then it is refused with a notice naming the limit")
    func refusesBeyondTheLimit() async {
        await withMainSerialExecutor {
            let gate = Gate()
            let downloader = FakePhotoDownloader { _, _, _ in await gate.wait() }
            let (viewModel, input, states, notices) = harness(downloader)
            let limit = PhotoDownloadViewModel.maximumWaiting

            for index in 0...(limit + 1) { input.download.send(.fixture(id: "p\(index)")) }
            let refused = await notices.first { _ in true }
            let full = await states.first { $0.waiting.count == limit }

            #expect(refused == .queueFull(limit: limit))
            #expect(full?.waiting.contains(PhotoID(rawValue: "p\(limit + 1)")!) == false)
            gate.open()
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a download running and two waiting, when cancelled, then the transfer is cancelled, no other starts, and one notice names the three")
    func cancelsEverything() async {
        await withMainSerialExecutor {
            let started = Gate()
            let downloader = FakePhotoDownloader { _, _, _ throws(DomainError) in
                let release = Gate()
                started.open()
                await withTaskCancellationHandler { await release.wait() } onCancel: { release.open() }
                if Task.isCancelled { throw .cancelled }
            }
            let (viewModel, input, states, notices) = harness(downloader)

            for id in ["a", "b", "c"] { input.download.send(.fixture(id: id)) }
            await started.wait()
            _ = await states.first { $0.waiting.count == 2 }
            input.cancelAll.send()
            let notice = await notices.first { _ in true }
            await Task.megaYield()

            #expect(notice == .cancelled(["a", "b", "c"]))
            #expect(states.values.last == .idle)
            #expect(downloader.destinations.map(\.lastPathComponent) == ["a.jpg"])
            #expect(notices.values == [.cancelled(["a", "b", "c"])])
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a download running, when cancelled and awaited before the process ends, then it returns only after the transfer has cleaned up, with the notice")
    func cancelAndWaitReturnsAfterCleanup() async {
        await withMainSerialExecutor {
            let started = Gate()
            let cleanedUp = LockIsolated(false)
            let downloader = FakePhotoDownloader { _, _, _ throws(DomainError) in
                let release = Gate()
                started.open()
                await withTaskCancellationHandler { await release.wait() } onCancel: { release.open() }
                await Task.megaYield()  // the cleanup takes turns of its own, as removing a file does
                cleanedUp.setValue(true)
                if Task.isCancelled { throw .cancelled }
            }
            let (viewModel, input, _, _) = harness(downloader)

            input.download.send(.fixture(id: "a"))
            await started.wait()
            let notice = await viewModel.cancelAllAndWait()

            #expect(cleanedUp.value)
            #expect(notice == .cancelled(["a"]))
            #expect(await viewModel.cancelAllAndWait() == nil)
        }
    }

    @Test("given the source refuses the first download, when two are queued, then the first fails with the reason and the second is still saved")
    func failureDoesNotStopTheQueue() async {
        await withMainSerialExecutor {
            let attempts = Counter()
            let repository = FakePhotoRepository(download: { _ throws(DomainError) in
                if attempts.increment() == 1 { throw .rateLimited(resetsAt: nil) }
                return URL(string: "https://example.com/file.jpg")!
            })
            let downloader = FakePhotoDownloader()
            let (viewModel, input, _, notices) = harness(downloader, repository: repository)

            input.download.send(.fixture(id: "one"))
            input.download.send(.fixture(id: "two"))
            let outcomes = await notices.next(2)

            #expect(outcomes == [.failed("one", ErrorDisplay(.rateLimited(resetsAt: nil)), earlierInARow: []), .saved("two", path: "/downloads/two.jpg")])
            #expect(downloader.destinations.map(\.lastPathComponent) == ["two.jpg"])
            withExtendedLifetime(viewModel) {}
        }
    }
}
