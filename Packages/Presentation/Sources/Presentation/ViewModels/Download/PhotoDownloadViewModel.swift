public import Domain
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import Reactive

/// The browser's download queue: every photo the user asks for is saved in turn, none is dropped without a
/// word. A photo already queued is refused with a notice, as is one more than ``maximumWaiting``; cancel
/// stops the running download (nothing partial is kept) and empties the queue.
@MainActor
public final class PhotoDownloadViewModel: ViewModelType {
    /// Where files are saved.
    public enum Destination: Equatable, Sendable {
        /// Into this folder, under the name photolist gives it (`<id>.jpg`, or `<id>.png` for a PNG).
        case folder(URL)
        /// As exactly this file.
        case file(URL)
    }

    /// What the view sends.
    public struct Input: Sendable {
        /// The user asked to download this photo: saved now, or after those already queued.
        public let download: PublishRelay<Photo>
        /// The user asked to cancel every download, running and waiting.
        public let cancelAll: PublishRelay<Void>

        /// Creates the input relays.
        public init(download: PublishRelay<Photo> = .init(), cancelAll: PublishRelay<Void> = .init()) {
            self.download = download
            self.cancelAll = cancelAll
        }
    }

    /// What the view renders.
    public struct Output: Sendable {
        /// The queue: the running download, the waiting ones, the batch's count.
        public let state: Driver<DownloadQueueState>
        /// One notice per saved, failed, refused or cancelled download.
        public let notice: Signal<DownloadNotice>
    }

    /// The most downloads that may wait behind the running one (``DownloadSystem/maximumWaiting``).
    public static let maximumWaiting = DownloadSystem.maximumWaiting

    private let useCase: any DownloadPhotoUseCase
    private let size: PhotoSize
    private let destination: Destination
    private let lifetime = Lifetime()
    /// What ``cancelAllAndWait()`` sends, beside the view's own inputs.
    private let stopRequests = PublishRelay<Void>()
    /// Every state of the queue as it is reached, for ``cancelAllAndWait()`` to wait on.
    private let latest = CurrentValueRelay(DownloadSystemState())

    /// Creates the view model.
    /// - Parameters:
    ///   - download: the use case that registers and saves each file.
    ///   - size: the rendition to save.
    ///   - destination: where files are saved.
    public init(download: any DownloadPhotoUseCase, size: PhotoSize = .full, destination: Destination) {
        useCase = download
        self.size = size
        self.destination = destination
    }

    /// Composes the input into the output: the inputs become ``DownloadSystem/Event``s folded by
    /// ``DownloadSystem/reduce(_:_:)``; a feedback saves the photo the state asks for, reporting progress
    /// and its end, and another announces the notices. Call once.
    public func transform(input: Input) -> Output {
        let notice = PublishRelay<DownloadNotice>()
        // Subscribed now, not inside a task, so an event sent right after this returns is not missed.
        let inputs = [
            AnyAsyncSequence(input.download.values.map(DownloadSystem.Event.download)),
            AnyAsyncSequence(input.cancelAll.values.map { DownloadSystem.Event.cancelAll }),
            AnyAsyncSequence(stopRequests.values.map { DownloadSystem.Event.stop }),
        ]
        let state = Driver.system(
            initialState: DownloadSystemState(),
            reduce: DownloadSystem.reduce,
            events: merge(inputs),
            feedback: [
                Self.saving(with: useCase, size: size, into: destination),
                .announcing(\.notices, to: notice),
                // Every state as it is reached, not later: cancelAllAndWait counts what is queued now.
                Feedback { [latest] state, _, _ in latest.send(state) },
            ],
            in: lifetime
        )
        return Output(state: state.map(\.queue), notice: Signal(notice))
    }

    /// Cancels every download, running and waiting, refuses any asked for afterwards, and returns once
    /// the running one has stopped and removed its partial file: what a view calls before the process
    /// ends, so that quitting (or a signal) never leaves half a file behind. The
    /// ``DownloadNotice/cancelled(_:)`` notice goes out as for any cancel, and is returned too; `nil`
    /// when nothing was queued.
    @discardableResult
    public func cancelAllAndWait() async -> DownloadNotice? {
        let stopsBefore = latest.value.stops
        stopRequests.send()
        for await state in latest.values where state.stops > stopsBefore && state.isSettled {
            return state.cancelledAtStop.isEmpty ? nil : .cancelled(state.cancelledAtStop)
        }
        return nil
    }

    /// Saves the photo the state asks for, passing on its progress, then its saved file or failure.
    private static func saving(
        with useCase: any DownloadPhotoUseCase, size: PhotoSize, into destination: Destination
    ) -> Feedback<DownloadSystemState, DownloadSystem.Event> {
        .react(request: \.transfer, effects: { transfer, send in
            let photo = transfer.value
            let (reports, continuation) = AsyncStream.makeStream(of: DownloadProgress.self, bufferingPolicy: .bufferingNewest(1))
            let saving = Task { () -> Result<URL, DomainError> in
                defer { continuation.finish() }
                do throws(DomainError) {
                    let report: @Sendable (DownloadProgress) -> Void = { continuation.yield($0) }
                    return switch destination {
                    case .folder(let folder): .success(try await useCase.execute(photo, size: size, into: folder, progress: report))
                    case .file(let file): .success(try await useCase.execute(photo, size: size, to: file, progress: report))
                    }
                } catch {
                    return .failure(error)
                }
            }
            // Reports and the outcome arrive in order; a cancelled save still returns (its partial file
            // removed) before this does.
            await withTaskCancellationHandler {
                for await report in reports { await send(.progress(transfer.number, report)) }
                await send(.finished(transfer.number, await saving.value))
            } onCancel: {
                saving.cancel()
            }
        }, ended: { transfer in .ended(transfer.number) })
    }
}
