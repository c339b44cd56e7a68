import Synchronization

/// The places for the connections the web view holds open at once. The composition root sets the limit
/// below what the process's open-file limit (`ulimit -n`) allows, so the descriptors the server's own work
/// needs (the cache and library files, pictures on disk, its requests to the source and the embedded
/// demo's side of them) are never taken by connections.
///
/// Without it a flood of connections used every descriptor: the server's accept then failed with `EMFILE`
/// on every wake-up, and the event loop spun a core until some connection closed (NIO leaves the listening
/// socket armed when no accept succeeded), while the tabs' own requests failed for want of a descriptor.
final class ConnectionAllowance: Sendable {
    /// The most connections held open at once.
    let limit: Int
    private let open = Mutex(0)

    /// An allowance of `limit` connections (at least one), or as many as come when `limit` is `nil`.
    init(limit: Int?) {
        self.limit = max(1, limit ?? Int.max)
    }

    /// Takes one connection's place if one is free; `false` when `limit` are open.
    func take() -> Bool {
        open.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// Gives back a place ``take()`` took, when its connection has closed.
    func giveBack() {
        open.withLock { $0 = max(0, $0 - 1) }
    }

    /// How many connections hold a place now.
    var count: Int {
        open.withLock { $0 }
    }
}
