import Domain
import Foundation
import Reactive

extension DownloadPhotoUseCase {
    /// Downloads `photo` to `destination`, publishing each step (starting, transferring, finished or failed)
    /// to `state`. Ignored while `state` shows a download under way, so one screen runs one at a time.
    /// The task ends with `lifetime`.
    @MainActor
    func start(
        _ photo: Photo,
        size: PhotoSize,
        to destination: PhotoDownloadViewModel.Destination,
        publishingTo state: CurrentValueRelay<DownloadState>,
        in lifetime: Lifetime
    ) {
        guard !state.value.isActive else { return }
        state.send(.starting)
        Task {
            do throws(DomainError) {
                let report: @Sendable (DownloadProgress) -> Void = { state.send(.transferring($0)) }
                let saved = switch destination {
                case .folder(let folder): try await execute(photo, size: size, into: folder, progress: report)
                case .file(let file): try await execute(photo, size: size, to: file, progress: report)
                }
                state.send(.finished(path: saved.path))
            } catch {
                state.send(.failed(ErrorDisplay(error)))
            }
        }
        .store(in: lifetime)
    }
}
