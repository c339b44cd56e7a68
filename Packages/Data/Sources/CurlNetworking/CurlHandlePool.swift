internal import CCurl
import Synchronization

/// Easy handles kept between transfers, so a request reuses one instead of allocating and initialising a
/// new handle (and freeing it after). A returned handle is `curl_easy_reset`, which clears every option
/// but keeps what is worth keeping across requests (its DNS and TLS session caches); the connections
/// themselves live in the multi handle's cache either way.
///
/// `@unchecked Sendable` is safe here because the idle handles are only reached through `idle`, a `Mutex`,
/// and a handle belongs to exactly one transfer between `take()` and `give(_:)`.
final class CurlHandlePool: @unchecked Sendable {
    /// An idle handle, as the `Mutex` may hold it. `@unchecked Sendable` is safe because an idle handle
    /// is owned by no transfer, so whichever thread takes it next is its only user.
    private struct IdleHandle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    private let idle = Mutex<[IdleHandle]>([])
    private let capacity: Int

    /// Creates a pool that keeps up to `capacity` idle handles (more are freed when returned).
    init(capacity: Int) {
        self.capacity = capacity
    }

    deinit {
        idle.withLock { $0.forEach { photolist_curl_easy_cleanup($0.pointer) } }
    }

    /// An idle handle with no options set, or a new one; `nil` when libcurl cannot allocate one. The caller
    /// has loaded libcurl (`CurlGlobal.ensureLoaded()`), as a transfer does before it takes a handle.
    func take() -> UnsafeMutableRawPointer? {
        if let handle = idle.withLock({ $0.popLast() }) {
            return handle.pointer
        }
        return photolist_curl_easy_init()
    }

    /// Takes back a handle that is no longer in any multi handle.
    func give(_ handle: UnsafeMutableRawPointer) {
        photolist_curl_easy_reset(handle)
        let kept = idle.withLock { idle in
            guard idle.count < capacity else { return false }
            idle.append(IdleHandle(pointer: handle))
            return true
        }
        if !kept {
            photolist_curl_easy_cleanup(handle)
        }
    }
}
