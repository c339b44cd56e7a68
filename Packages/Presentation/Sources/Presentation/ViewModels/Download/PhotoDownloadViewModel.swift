public import Domain
public import Foundation
public import Reactive

/// The browser's download queue: every photo the user asks for is saved in turn, none is dropped without a
/// word. A photo already queued is refused with a notice, as is one more than ``maximumWaiting``; cancel
/// stops the running download (nothing partial is kept) and empties the queue.
@MainActor
public final class PhotoDownloadViewModel: ViewModelType {
    /// Where files are saved.
    public enum Destination: Equatable, Sendable {
        /// Into this folder, as `<id>.jpg`.
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

    /// The most downloads that may wait behind the running one; more are refused with a notice.
    public static let maximumWaiting = 20

    private let useCase: any DownloadPhotoUseCase
    private let size: PhotoSize
    private let destination: Destination
    private let state = CurrentValueRelay(DownloadQueueState.idle)
    private let notice = PublishRelay<DownloadNotice>()
    private let lifetime = Lifetime()
    private var waiting: [Photo] = []
    private var current: DownloadQueueState.Running?
    private var settled = 0
    private var running: Task<Void, Never>?

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

    /// Subscribes to the input and returns the output. Call once.
    public func transform(input: Input) -> Output {
        lifetime.observe(input.download.values) { [weak self] photo in self?.enqueue(photo) }
        lifetime.observe(input.cancelAll.values) { [weak self] _ in self?.cancelAll() }
        return Output(state: Driver(state), notice: Signal(notice))
    }

    /// Cancels every download, running and waiting, and returns once the running one has stopped and
    /// removed its partial file: what a view calls before the process ends, so that quitting (or a
    /// signal) never leaves half a file behind. Sends the ``DownloadNotice/cancelled(count:)`` notice and
    /// returns it, or `nil` when nothing was queued.
    @discardableResult
    public func cancelAllAndWait() async -> DownloadNotice? {
        let stopping = running
        let count = (running == nil ? 0 : 1) + waiting.count
        cancelAll()
        await stopping?.value
        return count > 0 ? .cancelled(count: count) : nil
    }

    private func enqueue(_ photo: Photo) {
        guard !state.value.contains(photo.id) else { return notice.send(.alreadyQueued(photo.id)) }
        guard waiting.count < Self.maximumWaiting else { return notice.send(.queueFull(limit: Self.maximumWaiting)) }
        waiting.append(photo)
        startNext()
        publish()
    }

    private func cancelAll() {
        let count = (running == nil ? 0 : 1) + waiting.count
        guard count > 0 else { return }
        running?.cancel()
        running = nil
        current = nil
        waiting.removeAll()
        publish()
        notice.send(.cancelled(count: count))
    }

    /// Starts the first waiting download when none is running.
    private func startNext() {
        guard running == nil, !waiting.isEmpty else { return }
        let photo = waiting.removeFirst()
        current = .init(id: photo.id, state: .starting)
        running = Task { [weak self, useCase, size, destination] in
            let (reports, continuation) = AsyncStream.makeStream(of: DownloadProgress.self, bufferingPolicy: .bufferingNewest(1))
            let transfer = Task { () -> Result<URL, DomainError> in
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
            // Reports and the outcome arrive on this one task, in order: no late report can follow the end.
            await withTaskCancellationHandler {
                for await report in reports { self?.report(report, for: photo.id) }
                let outcome = await transfer.value
                guard !Task.isCancelled else { return }
                self?.finish(photo.id, outcome)
            } onCancel: {
                transfer.cancel()
            }
        }
    }

    private func report(_ progress: DownloadProgress, for id: PhotoID) {
        guard current?.id == id else { return }
        current = .init(id: id, state: .transferring(progress))
        publish()
    }

    private func finish(_ id: PhotoID, _ outcome: Result<URL, DomainError>) {
        running = nil
        current = nil
        settled += 1
        startNext()
        publish()
        switch outcome {
        case .success(let file): notice.send(.saved(id, path: file.path))
        case .failure(let error): notice.send(.failed(id, ErrorDisplay(error)))
        }
    }

    /// Publishes the queue; an empty queue starts the next batch's count from zero.
    private func publish() {
        if current == nil && waiting.isEmpty { settled = 0 }
        state.send(DownloadQueueState(running: current, waiting: waiting.map(\.id), settled: settled))
    }
}
