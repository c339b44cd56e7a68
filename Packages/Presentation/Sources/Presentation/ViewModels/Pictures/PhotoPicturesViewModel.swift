public import Domain
public import Reactive

/// Loads the real pictures of the photos on screen, for every pane of a view to share.
///
/// The view says what is on screen now (``Input/show``); the view model decides the rest. Pictures load a
/// few at a time, in the order the view listed them; one that left the screen before it arrived is
/// cancelled, so scrolling never queues work for rows long gone. Loaded pictures stay in memory, least
/// recently shown first out, up to the byte budget it was made with. A picture that failed is not asked for again until
/// it has left the screen and come back, so a broken image cannot turn every redraw into a request.
/// Views draw a placeholder (the BlurHash) until a picture is in the set.
@MainActor
public final class PhotoPicturesViewModel: ViewModelType {
    /// What the view sends.
    public struct Input: Sendable {
        /// Every picture on screen now, most important first; replaces what was sent before.
        public let show: PublishRelay<[PictureRequest]>

        /// Creates the input relays.
        public init(show: PublishRelay<[PictureRequest]> = .init()) {
            self.show = show
        }
    }

    /// What the view renders.
    public struct Output: Sendable {
        /// The pictures loaded (and failed) so far.
        public let pictures: Driver<PictureSet>
    }

    /// How many pictures load at once: enough to fill a screen of thumbnails quickly, few enough that the
    /// one the user is looking at is never far back in line.
    public static let maximumConcurrent = 4

    private let useCase: any LoadPhotoImageUseCase
    private let maximumBytes: Int
    private let pictures = CurrentValueRelay(PictureSet())
    private let lifetime = Lifetime()
    private var loading: [PictureKey: Task<Void, Never>] = [:]
    /// Loads started and not yet ended, cancelled ones included: a decode under way does not stop when its
    /// task is cancelled, so it still counts against ``maximumConcurrent``.
    private var running = 0
    private var waiting: [PictureRequest] = []
    /// What the view showed last: never evicted from memory while on screen.
    private var onScreen = Set<PictureKey>()
    /// Loaded keys, least recently shown first.
    private var recency: [PictureKey] = []
    private var bytes = 0

    /// A view model loading with `useCase`, keeping at most `maximumBytes` of decoded pixels in memory.
    public init(load useCase: any LoadPhotoImageUseCase, maximumBytes: Int = 96 << 20) {
        self.useCase = useCase
        self.maximumBytes = maximumBytes
    }

    /// Subscribes to the input and returns the output. Call once.
    public func transform(input: Input) -> Output {
        lifetime.observe(input.show.values) { [weak self] requests in self?.show(requests) }
        return Output(pictures: Driver(pictures))
    }

    private func show(_ requests: [PictureRequest]) {
        let wanted = Set(requests.map(\.key))
        onScreen = wanted
        for (key, task) in loading where !wanted.contains(key) {
            task.cancel()
            loading[key] = nil
        }
        var set = pictures.value
        let forgotten = set.failures.keys.filter { !wanted.contains($0) }
        if !forgotten.isEmpty {
            forgotten.forEach { set.forgetFailure($0) }
            pictures.send(set)
        }
        var queued = Set<PictureKey>()
        waiting = requests.filter { request in
            let key = request.key
            guard set[key] == nil, set.failures[key] == nil, loading[key] == nil, !queued.contains(key) else { return false }
            queued.insert(key)
            return true
        }
        for key in requests.map(\.key) where set[key] != nil { touch(key) }
        startWaiting()
    }

    private func startWaiting() {
        while running < Self.maximumConcurrent, !waiting.isEmpty {
            let request = waiting.removeFirst()
            running += 1
            loading[request.key] = Task { [weak self, useCase] in
                let outcome: Result<PhotoImage, DomainError>
                do throws(DomainError) {
                    outcome = .success(try await useCase.execute(request.photo, size: request.size))
                } catch {
                    outcome = .failure(error)
                }
                self?.ended(request.key, outcome, cancelled: Task.isCancelled)
            }
        }
    }

    /// A load ended: its slot is free; its picture is kept unless it was cancelled.
    private func ended(_ key: PictureKey, _ outcome: Result<PhotoImage, DomainError>, cancelled: Bool) {
        running -= 1
        if cancelled {
            startWaiting()
        } else {
            finish(key, outcome)
        }
    }

    private func finish(_ key: PictureKey, _ outcome: Result<PhotoImage, DomainError>) {
        loading[key] = nil
        var set = pictures.value
        switch outcome {
        case .success(let image):
            set.insert(image, for: key)
            bytes += image.rgb.count
            touch(key)
            evict(from: &set, keeping: key)
        case .failure(.cancelled):
            break
        case .failure(let error):
            set.fail(key, ErrorDisplay(error).message)
        }
        pictures.send(set)
        startWaiting()
    }

    /// Marks `key` as just shown.
    private func touch(_ key: PictureKey) {
        recency.removeAll { $0 == key }
        recency.append(key)
    }

    /// Drops the least recently shown pictures until the rest fit in ``maximumBytes``, never `kept` nor one
    /// on screen (the budget gives way to what is shown).
    private func evict(from set: inout PictureSet, keeping kept: PictureKey) {
        var index = 0
        while bytes > maximumBytes, index < recency.count {
            let oldest = recency[index]
            guard oldest != kept, !onScreen.contains(oldest) else {
                index += 1
                continue
            }
            recency.remove(at: index)
            bytes -= set[oldest]?.rgb.count ?? 0
            set.remove(oldest)
        }
    }
}
