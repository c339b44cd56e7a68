import Domain
import Foundation
import Synchronization

/// The pictures the tabs are waiting for: each photo's picture at each size is fetched once however many
/// requests ask for it, and a request waits for it only so long.
///
/// A browser gives one server six connections, shared by all its tabs. A picture request held until a slow
/// source answers keeps one of them, so a few slow pictures kept a second tab from even loading its page.
/// A picture not there within the patience is answered "not yet" (the connection is free again), its
/// fetch goes on, and whoever asked is told when it is ready.
actor PictureLoads {
    /// What became of one request for a picture.
    enum Outcome: Sendable {
        /// The picture's bytes.
        case ready(Data)
        /// The fetch failed, with why.
        case failed(DomainError)
        /// The fetch goes on past the patience.
        case notYet
    }

    /// One picture: a photo at one pixel size.
    struct Key: Hashable, Sendable {
        let id: PhotoID
        let size: PixelSize
    }

    private var running: [Key: (number: Int, task: Task<Result<Data, DomainError>, Never>)] = [:]
    private var started = 0
    /// Pictures that came after a request for them was answered "not yet", newest last, kept for the
    /// request the tab's `picture` event brings: the disk cache may not have kept them (a full disk, a
    /// picture it refuses), and fetching again could be as slow again, for ever.
    private var late: [(key: Key, data: Data)] = []
    /// How many late pictures are kept.
    static let lateKept = 32
    /// How many fetches run at once: the browser's six connections bounded them while every request
    /// waited for its picture; now a scroll through a slow source would start one per card.
    private let fetchLimit: Int
    private var fetching = 0
    /// Fetches waiting for one of the others to end, first come first served.
    private var turns: [CheckedContinuation<Void, Never>] = []
    private let patience: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Loads that answer "not yet" after `patience`, measured by `sleep` (the server's clock), running at
    /// most `fetchLimit` fetches at once.
    init(patience: Duration, fetchLimit: Int = 8, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.patience = patience
        self.fetchLimit = max(1, fetchLimit)
        self.sleep = sleep
    }

    /// The picture `key`: a late one kept, or from the fetch already running for it or a new `fetch`, if
    /// it comes within the patience. Otherwise `.notYet`, and `whenReady` is called once the picture has
    /// come (not if it fails).
    func picture(
        _ key: Key,
        fetch: @escaping @Sendable () async throws(DomainError) -> Data,
        whenReady: @escaping @Sendable () async -> Void
    ) async -> Outcome {
        if let kept = late.last(where: { $0.key == key }) { return .ready(kept.data) }
        let load = running[key]?.task ?? start(key, fetch: fetch)
        let outcome = await Self.first(of: load, orAfter: patience, sleep: sleep)
        if case .notYet = outcome {
            Task {
                guard case .success(let data) = await load.value else { return }
                keep(data, as: key)
                await whenReady()
            }
        }
        return outcome
    }

    private func start(_ key: Key, fetch: @escaping @Sendable () async throws(DomainError) -> Data) -> Task<Result<Data, DomainError>, Never> {
        started += 1
        let number = started
        let load = Task { () async -> Result<Data, DomainError> in
            await self.takeTurn()
            let result: Result<Data, DomainError>
            do throws(DomainError) { result = .success(try await fetch()) } catch { result = .failure(error) }
            self.endTurn()
            // Let go of before anyone reads the result: a request after it reads the picture from the disk
            // cache (or the late ones kept), or fetches again (a failure is not handed on).
            self.finished(key, number)
            return result
        }
        running[key] = (number, load)
        return load
    }

    private func finished(_ key: Key, _ number: Int) {
        if running[key]?.number == number { running[key] = nil }
    }

    private func keep(_ data: Data, as key: Key) {
        late.removeAll { $0.key == key }
        late.append((key, data))
        if late.count > Self.lateKept { late.removeFirst(late.count - Self.lateKept) }
    }

    /// Waits until fewer than `fetchLimit` fetches run, and counts this one.
    private func takeTurn() async {
        guard fetching >= fetchLimit else {
            fetching += 1
            return
        }
        await withCheckedContinuation { turns.append($0) }
    }

    /// Hands this fetch's turn to the next waiting one, or frees it.
    private func endTurn() {
        if turns.isEmpty { fetching -= 1 } else { turns.removeFirst().resume() }
    }

    /// `load`'s result, or `.notYet` if `sleep(patience)` ends first. The load goes on either way: it is
    /// not this request's to cancel.
    private static func first(
        of load: Task<Result<Data, DomainError>, Never>, orAfter patience: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) async -> Outcome {
        await withCheckedContinuation { continuation in
            let answer = FirstAnswer(continuation)
            let timer = Task {
                do { try await sleep(patience) } catch { return }
                answer.give(.notYet)
            }
            Task {
                switch await load.value {
                case .success(let data): answer.give(.ready(data))
                case .failure(let error): answer.give(.failed(error))
                }
                timer.cancel()
            }
        }
    }
}

/// A continuation resumed by whichever of two racers answers first; the second answer is dropped.
private final class FirstAnswer: Sendable {
    private let continuation: Mutex<CheckedContinuation<PictureLoads.Outcome, Never>?>

    init(_ continuation: CheckedContinuation<PictureLoads.Outcome, Never>) {
        self.continuation = Mutex(continuation)
    }

    func give(_ outcome: PictureLoads.Outcome) {
        continuation.withLock { $0.take() }?.resume(returning: outcome)
    }
}
