import Dispatch
import Glibc

/// Waits for the user or the system to ask the process to stop (SIGINT from Ctrl-C, or SIGTERM).
enum TerminationSignal {
    /// Suspends until SIGINT or SIGTERM arrives and returns its name. The signals are handled here
    /// instead of ending the process, so the caller can shut down cleanly.
    static func wait() async -> String {
        await withCheckedContinuation { continuation in
            let queue = DispatchQueue(label: "photolist.signals")
            let sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                return (source, name)
            }
            var resumed = false
            for (source, name) in sources {
                source.setEventHandler {
                    // Every handler runs on `queue`, one at a time, so `resumed` needs no lock.
                    guard !resumed else { return }
                    resumed = true
                    sources.forEach { $0.0.cancel() }
                    continuation.resume(returning: name)
                }
                source.resume()
            }
        }
    }
}
