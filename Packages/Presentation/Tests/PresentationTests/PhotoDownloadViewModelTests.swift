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

    /// A view model over `downloader`, its input, and a recorder of its download states.
    private func harness(
        _ downloader: FakePhotoDownloader,
        size: PhotoSize = .full
    ) -> (PhotoDownloadViewModel, PhotoDownloadViewModel.Input, Recorder<DownloadState>) {
        let viewModel = PhotoDownloadViewModel(
            download: DefaultDownloadPhotoUseCase(repository: FakePhotoRepository(), downloader: downloader),
            size: size,
            destination: .folder(folder)
        )
        let input = PhotoDownloadViewModel.Input()
        return (viewModel, input, Recorder(viewModel.transform(input: input).state.values))
    }

    @Test("given a photo picked from a list, when downloaded at regular size, then that rendition is saved as <id>.jpg and a second request meanwhile is ignored")
    func downloadsOneAtATime() async throws {
        try await withMainSerialExecutor {
            let gate = Gate()
            let downloader = FakePhotoDownloader { _, _, progress in
                progress(DownloadProgress(receivedBytes: 10, expectedBytes: 20))
                await gate.wait()
            }
            let (viewModel, input, states) = harness(downloader, size: .regular)

            input.download.send(.fixture(id: "one"))
            let halfway = await states.first { if case .transferring = $0 { true } else { false } }
            input.download.send(.fixture(id: "two"))
            gate.open()
            let saved = await states.first { if case .finished = $0 { true } else { false } }

            #expect(halfway?.text == "Downloading… 50% (10 B of 20 B)")
            #expect(saved == .finished(path: "/downloads/one.jpg"))
            #expect(downloader.urls == [Photo.fixture(id: "one").urls.regular])
            withExtendedLifetime(viewModel) {}
        }
    }

    @Test("given a failing download, when it ends, then the state carries the reason and a new download may start")
    func failureThenRetry() async throws {
        try await withMainSerialExecutor {
            let attempts = Counter()
            let downloader = FakePhotoDownloader { _, _, _ throws(DomainError) in
                if attempts.increment() == 1 { throw .storage(StorageFailure(.download, path: "/downloads", reason: .folderMissing)) }
            }
            let (viewModel, input, states) = harness(downloader)

            input.download.send(.fixture(id: "p"))
            let failed = await states.first { if case .failed = $0 { true } else { false } }
            input.download.send(.fixture(id: "p"))
            let saved = await states.first { if case .finished = $0 { true } else { false } }

            #expect(failed?.text?.contains("/downloads") == true)
            #expect(saved == .finished(path: "/downloads/p.jpg"))
            withExtendedLifetime(viewModel) {}
        }
    }
}
