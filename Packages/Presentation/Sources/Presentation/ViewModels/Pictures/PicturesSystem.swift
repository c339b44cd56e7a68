public import Domain

/// The rules of the pictures on screen as one pure function: what loads, a few at a time and in the order
/// shown; what is cancelled when it leaves the screen; what a failure or a memory budget does.
public enum PicturesSystem {
    /// How many pictures load at once: enough to fill a screen of thumbnails quickly, few enough that the
    /// one the user is looking at is never far back in line.
    public static let maximumConcurrent = 4

    /// What can happen to the pictures on screen.
    public enum Event: Sendable {
        /// The view shows these pictures now, most important first.
        case show([PictureRequest])
        /// A load ended with a picture or a failure.
        case loaded(PictureRequest, Result<PhotoImage, DomainError>)
        /// A load cancelled earlier has really ended.
        case cancelledEnded
    }

    /// The state after `event`.
    public static func reduce(_ state: inout PicturesSystemState, _ event: Event) {
        switch event {
        case .show(let requests):
            show(requests, in: &state)
        case .loaded(let request, let outcome):
            state.loading.removeAll { $0 == request }
            apply(outcome, for: request, to: &state)
        case .cancelledEnded:
            state.draining = max(0, state.draining - 1)
        }
        startWaiting(in: &state)
    }

    /// A new screen: loads for pictures that left it are cancelled, failures of pictures that left are
    /// forgotten (they may be asked again when they return), and the pictures shown count as recently used.
    private static func show(_ requests: [PictureRequest], in state: inout PicturesSystemState) {
        var seen = Set<PictureKey>()
        state.onScreen = requests.filter { seen.insert($0.key).inserted }
        let staying = state.loading.filter { seen.contains($0.key) }
        state.draining += state.loading.count - staying.count
        state.loading = staying
        for key in state.pictures.failures.keys where !seen.contains(key) { state.pictures.forgetFailure(key) }
        state.stopped = []
        for key in state.onScreen.map(\.key) where state.pictures[key] != nil { touch(key, in: &state) }
    }

    /// Asks for the next pictures on screen that are neither loaded, failed nor loading, while fewer than
    /// ``maximumConcurrent`` loads run (cancelled ones that have not ended included).
    private static func startWaiting(in state: inout PicturesSystemState) {
        for request in state.onScreen where state.loading.count + state.draining < maximumConcurrent {
            let key = request.key
            guard state.pictures[key] == nil, state.pictures.failures[key] == nil, !state.stopped.contains(key),
                  !state.loading.contains(where: { $0.key == key }) else { continue }
            state.loading.append(request)
        }
    }

    private static func apply(_ outcome: Result<PhotoImage, DomainError>, for request: PictureRequest, to state: inout PicturesSystemState) {
        let key = request.key
        switch outcome {
        case .success(let image):
            state.pictures.insert(image, for: key)
            state.bytes += image.rgb.count
            touch(key, in: &state)
            evict(keeping: key, in: &state)
        case .failure(.cancelled):
            state.stopped.insert(key)
        case .failure(let error):
            state.pictures.fail(key, ErrorDisplay(pictureError: error, of: request.photo).message)
        }
    }

    private static func touch(_ key: PictureKey, in state: inout PicturesSystemState) {
        state.recency.removeAll { $0 == key }
        state.recency.append(key)
    }

    /// Drops the least recently shown pictures until the budget holds, never one on screen or `kept`.
    private static func evict(keeping kept: PictureKey, in state: inout PicturesSystemState) {
        let onScreen = Set(state.onScreen.map(\.key))
        var index = 0
        while state.bytes > state.maximumBytes, index < state.recency.count {
            let oldest = state.recency[index]
            guard oldest != kept, !onScreen.contains(oldest) else {
                index += 1
                continue
            }
            state.recency.remove(at: index)
            state.bytes -= state.pictures[oldest]?.rgb.count ?? 0
            state.pictures.remove(oldest)
        }
    }
}
