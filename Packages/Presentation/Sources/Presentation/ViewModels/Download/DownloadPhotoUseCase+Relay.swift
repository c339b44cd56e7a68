import Domain
import Foundation
import Reactive

extension DownloadPhotoUseCase {
    /// Downloads `photo` into `folder`, publishing each step (starting, transferring, finished or failed)
    /// to `state`. Ignored while `state` shows a download under way, so one screen runs one at a time.
    /// The task ends with `lifetime`.
    @MainActor
    func start(
        _ photo: Photo,
        size: PhotoSize,
        into folder: URL,
        publishingTo state: CurrentValueRelay<DownloadState>,
        in lifetime: Lifetime
    ) {
        guard !state.value.isActive else { return }
        state.send(.starting)
        Task {
            do throws(DomainError) {
                let saved = try await execute(photo, size: size, into: folder) { report in
                    state.send(.transferring(report))
                }
                state.send(.finished(path: saved.path))
            } catch {
                state.send(.failed(ErrorDisplay(error)))
            }
        }
        .store(in: lifetime)
    }
}
