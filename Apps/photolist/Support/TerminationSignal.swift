import Dispatch
import Glibc
import Synchronization

/// The signals that ask photolist to stop (SIGINT from Ctrl-C, SIGTERM, SIGHUP when the terminal goes,
/// SIGQUIT from Ctrl-\), handled in one place: a command either lets them end the process, or watches
/// them to stop its work cleanly first (``SignalCancellation``, `serve`).
enum TerminationSignal {
    /// The signals a command may watch instead of dying at once.
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Lets SIGQUIT end the process as it ends any Unix tool. (The Swift runtime's backtracer catches it,
    /// prints a crash report and lets the process run on.) Call once, first thing in `main`.
    static func prepare() {
        signal(SIGQUIT, SIG_DFL)
    }

    /// The signal's name: "SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT".
    static func name(_ number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        case SIGQUIT: "SIGQUIT"
        default: "signal \(number)"
        }
    }

    /// Handles the ``stopping`` signals instead of letting them end the process: `handler` runs (on a
    /// private queue, one call at a time) with each signal's number. The watch lasts until `cancel()`.
    static func watch(_ handler: @escaping @Sendable (Int32) -> Void) -> Watch {
        let queue = DispatchQueue(label: "photolist.signals")
        let sources = stopping.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
        return Watch(sources: sources)
    }

    /// Suspends until one of the ``stopping`` signals arrives and returns its name.
    static func wait() async -> String {
        await withCheckedContinuation { continuation in
            let resumed = Mutex(false)
            let watch = Mutex<Watch?>(nil)
            watch.withLock {
                $0 = TerminationSignal.watch { number in
                    guard !resumed.withLock({ let was = $0; $0 = true; return was }) else { return }
                    watch.withLock { $0?.cancel() }
                    continuation.resume(returning: name(number))
                }
            }
        }
    }

    /// Signal handlers installed by ``watch(_:)``.
    final class Watch: @unchecked Sendable {
        // @unchecked Sendable is safe: `sources` is set once in `init` and never changed, and Dispatch
        // sources may be cancelled from any thread (cancel() is documented thread-safe).
        private let sources: [any DispatchSourceSignal]

        fileprivate init(sources: [any DispatchSourceSignal]) {
            self.sources = sources
        }

        /// Stops handling the signals (they stay ignored until the process ends).
        func cancel() {
            sources.forEach { $0.cancel() }
        }
    }
}
