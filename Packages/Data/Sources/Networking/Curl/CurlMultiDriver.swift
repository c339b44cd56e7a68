internal import CCurl
import Foundation
import Synchronization

/// Runs one curl multi handle on a dedicated thread: starts transfers handed to it, aborts cancelled ones,
/// and completes each when curl reports it done. The multi handle keeps a connection cache, so transfers
/// to the same host reuse connections.
///
/// `@unchecked Sendable` is safe here because the multi handle and `active` are touched only on the
/// driver thread; other threads reach the driver only through `inbox` (a `Mutex`) and
/// `curl_multi_wakeup`, which libcurl documents as callable from any thread.
final class CurlMultiDriver: @unchecked Sendable {
    private struct Inbox {
        var starts: [CurlTransfer] = []
        var cancels: [CurlTransfer] = []
        var stopping = false
    }

    private let multi: UnsafeMutableRawPointer
    private let inbox = Mutex(Inbox())
    private let opened = Atomic<Int>(0)
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    /// Creates the multi handle and starts the driver thread.
    init() {
        CurlGlobal.ensureInitialised()
        guard let multi = curl_multi_init() else {
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
        inbox.withLock { $0.starts.append(transfer) }
        curl_multi_wakeup(multi)
    }

    /// Aborts `transfer`, whether it has started yet or not.
    func cancel(_ transfer: CurlTransfer) {
        transfer.markCancelled()
        inbox.withLock { $0.cancels.append(transfer) }
        curl_multi_wakeup(multi)
    }

    /// Ends the driver thread; transfers still running complete as cancelled. Returns at once.
    func stop() {
        inbox.withLock { $0.stopping = true }
        curl_multi_wakeup(multi)
    }

    // MARK: - Driver thread

    private func run() {
        var running: Int32 = 0
        while true {
            let work = inbox.withLock { inbox in
                defer { inbox.starts.removeAll(); inbox.cancels.removeAll() }
                return inbox
            }
            work.starts.forEach(add)
            work.cancels.forEach(abort)
            if work.stopping {
                active.values.forEach(abort)
                break
            }
            curl_multi_perform(multi, &running)
            drainCompleted()
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
        curl_multi_cleanup(multi)
    }

    private func add(_ transfer: CurlTransfer) {
        guard !transfer.isCancelled else {
            transfer.complete(with: .failure(.cancelled))
            return
        }
        let code = curl_multi_add_handle(multi, transfer.handle)
        guard code == CURLM_OK else {
            let message = String(cString: curl_multi_strerror(code))
            transfer.complete(with: .failure(.transport(code: Int(code.rawValue), message: message)))
            return
        }
        active[transfer.handle] = transfer
    }

    private func abort(_ transfer: CurlTransfer) {
        guard active.removeValue(forKey: transfer.handle) != nil else { return }
        curl_multi_remove_handle(multi, transfer.handle)
        transfer.complete(with: .failure(.cancelled))
    }

    private func drainCompleted() {
        var queued: Int32 = 0
        while let message = curl_multi_info_read(multi, &queued) {
            guard message.pointee.msg == CURLMSG_DONE,
                  let handle = message.pointee.easy_handle,
                  let transfer = active.removeValue(forKey: handle)
            else { continue }
            let code = photolist_message_result(message)
            curl_multi_remove_handle(multi, handle)
            opened.add(transfer.connectionsOpened, ordering: .relaxed)
            transfer.complete(with: code)
        }
    }
}
