internal import CCurl
import Foundation
import Networking
import Synchronization

/// Runs one curl multi handle on a dedicated thread: starts transfers handed to it, aborts cancelled ones,
/// and completes each when curl reports it done. The multi handle keeps a connection cache, so transfers
/// to the same host reuse connections.
///
/// The thread is also a `TaskExecutor`: a task that prefers it runs its code between curl's turns, so a
/// request it sends, and the completion that resumes it, cross no thread at all.
///
/// `@unchecked Sendable` is safe here because the multi handle and `active` are touched only on the
/// driver thread; other threads reach the driver only through `inbox` (a `Mutex`) and
/// `curl_multi_wakeup`, which libcurl documents as callable from any thread.
final class CurlMultiDriver: TaskExecutor, @unchecked Sendable {
    private struct Inbox {
        var starts: [CurlTransfer] = []
        var cancels: [CurlTransfer] = []
        var jobs: [UnownedJob] = []
        var stopping = false
        /// The driver is (about to be) blocked in `curl_multi_poll`, so new work must wake it.
        var sleeping = false

        var isEmpty: Bool { starts.isEmpty && cancels.isEmpty && jobs.isEmpty && !stopping }
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    private let opened = Atomic<Int>(0)
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    /// Creates the multi handle and starts the driver thread; libcurl must be loaded (`CurlGlobal`).
    init() {
        guard let multi = photolist_curl_multi_init() else {
            fatalError("curl_multi_init failed: libcurl could not allocate a multi handle")
        }
        self.multi = multi
        _ = photolist_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 32)
        let thread = Thread { [self] in run() }
        thread.name = "photolist.curl"
        thread.start()
    }

    /// New connections opened by completed transfers so far.
    var connectionsOpened: Int {
        opened.load(ordering: .relaxed)
    }

    /// Hands `transfer` to the driver thread.
    func start(_ transfer: CurlTransfer) {
        post { $0.starts.append(transfer) }
    }

    /// Aborts `transfer`, whether it has started yet or not.
    func cancel(_ transfer: CurlTransfer) {
        transfer.markCancelled()
        post { $0.cancels.append(transfer) }
    }

    /// Ends the driver thread; transfers still running complete as cancelled. Returns at once.
    func stop() {
        post { $0.stopping = true }
    }

    /// Runs `job` on the driver thread, between curl's turns. Once the driver has stopped, jobs go to the
    /// global executor instead, so a task that still prefers this one is never stranded.
    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let accepted = post { inbox in
            guard !inbox.stopping else { return false }
            inbox.jobs.append(unowned)
            return true
        }
        if !accepted {
            globalConcurrentExecutor.enqueue(ExecutorJob(unowned))
        }
    }

    /// Changes the inbox and wakes the driver if it sleeps in `curl_multi_poll` (once: the flag is cleared).
    private func post<Result>(_ change: (inout Inbox) -> Result) -> Result {
        let (result, wake) = inbox.withLock { inbox in
            let result = change(&inbox)
            defer { inbox.sleeping = false }
            return (result, inbox.sleeping)
        }
        if wake {
            photolist_curl_multi_wakeup(multi)
        }
        return result
    }

    // MARK: - Driver thread

    private func run() {
        var running: Int32 = 0
        while true {
            let work = inbox.withLock { inbox in
                defer { inbox.starts.removeAll(); inbox.cancels.removeAll(); inbox.jobs.removeAll() }
                return inbox
            }
            work.starts.forEach(add)
            work.cancels.forEach(abort)
            for job in work.jobs {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            if work.stopping {
                active.values.forEach(abort)
                break
            }
            photolist_curl_multi_perform(multi, &running)
            drainCompleted()
            endSilentTransfers()
            // Sleep only when nothing arrived meanwhile; whoever posts while `sleeping` is set wakes the poll.
            let idle = inbox.withLock { inbox in
                inbox.sleeping = inbox.isEmpty
                return inbox.sleeping
            }
            if idle {
                photolist_curl_multi_poll(multi, nil, 0, pollMilliseconds(), nil)
                inbox.withLock { $0.sleeping = false }
            }
        }
        // No job is left behind: those posted before `stopping` ran in the last turn, and `enqueue` sends
        // every later one (a cancelled transfer's completion among them) to the global executor.
        photolist_curl_multi_cleanup(multi)
    }

    private func add(_ transfer: CurlTransfer) {
        guard !transfer.isCancelled else {
            transfer.complete(with: .failure(.cancelled))
            return
        }
        let code = photolist_curl_multi_add_handle(multi, transfer.handle)
        guard code == CURLM_OK else {
            let message = String(cString: photolist_curl_multi_strerror(code))
            transfer.complete(with: .failure(.transport(code: Int(code.rawValue), message: message)))
            return
        }
        active[transfer.handle] = transfer
    }

    private func abort(_ transfer: CurlTransfer) {
        guard active.removeValue(forKey: transfer.handle) != nil else { return }
        photolist_curl_multi_remove_handle(multi, transfer.handle)
        transfer.complete(with: .failure(.cancelled))
    }

    /// How long the driver may sleep in `curl_multi_poll`: a second at most, and no later than the first
    /// answer's silence deadline, so a silent answer ends within milliseconds of its window.
    private func pollMilliseconds() -> Int32 {
        let now = ContinuousClock.now
        let soonest = active.values.lazy.compactMap(\.silenceDeadline).min()
        guard let soonest else { return 1_000 }
        let wait = max(.zero, soonest - now)
        return Int32(min(1_000, wait.components.seconds * 1_000 + wait.components.attoseconds / 1_000_000_000_000_000 + 1))
    }

    /// Ends the transfers whose answers have sent nothing for their low-speed window (checked each time
    /// the driver wakes, at the latest at the first deadline: ``pollMilliseconds()``).
    private func endSilentTransfers() {
        let now = ContinuousClock.now
        for (handle, transfer) in active where transfer.fellSilent(at: now) {
            active.removeValue(forKey: handle)
            photolist_curl_multi_remove_handle(multi, handle)
            opened.add(transfer.connectionsOpened, ordering: .relaxed)
            transfer.complete(with: .failure(transfer.silenceFailure))
        }
    }

    private func drainCompleted() {
        var queued: Int32 = 0
        while let message = photolist_curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE,
                  let handle = message.pointee.easy_handle,
                  let transfer = active.removeValue(forKey: handle)
            else { continue }
            let code = photolist_message_result(message)
            photolist_curl_multi_remove_handle(multi, handle)
            opened.add(transfer.connectionsOpened, ordering: .relaxed)
            transfer.complete(with: code)
        }
    }
}
