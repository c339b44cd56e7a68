import Dispatch
import Glibc

/// The signals that ask photolist to stop (SIGINT from Ctrl-C, SIGTERM, SIGHUP when the terminal goes,
/// SIGQUIT from Ctrl-\), handled in one place: a command either lets them end the process, or watches
/// them to stop its work cleanly first (``SignalCancellation``, `serve`, `web`).
enum TerminationSignal {
    /// The signals a command may watch instead of dying at once.
    static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The ``stopping`` signals that were ignored when photolist started, which stay ignored, as for any
    /// Unix tool: `nohup` ignores SIGHUP so a job outlives its terminal, and a shell ignores SIGINT and
    /// SIGQUIT for a job it starts in the background without job control (or a script's `trap '' INT`).
    /// Read by ``prepare()``, before anything in the process changes a signal's disposition (the Swift
    /// runtime's backtracer leaves an ignored SIGQUIT ignored).
    static let ignoredAtStart: Set<Int32> = Set(stopping.filter(isIgnored))

    /// The ``stopping`` signals a command watches: all but those ``ignoredAtStart``.
    static var watched: [Int32] {
        stopping.filter { !ignoredAtStart.contains($0) }
    }

    /// Notes which signals were ignored at start (``ignoredAtStart``), and lets SIGQUIT end the process as
    /// it ends any Unix tool. (The Swift runtime's backtracer catches it, prints a crash report and lets the
    /// process run on.) Call once, first thing in `main`.
    static func prepare() {
        if !ignoredAtStart.contains(SIGQUIT) { signal(SIGQUIT, SIG_DFL) }
    }

    /// Whether signal `number` is ignored: its handler is `SIG_IGN`, which is 1 on Linux and Darwin (the C
    /// macro is a cast Swift does not import).
    private static func isIgnored(_ number: Int32) -> Bool {
        handler(of: number) == 1
    }

    /// Signal `number`'s handler as a number: 0 for the default action (`SIG_DFL`), 1 when ignored.
    private static func handler(of number: Int32) -> Int {
        var action = sigaction()
        sigaction(number, nil, &action)
        return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// Ends the process, its work stopped and cleaned up, killed by signal `number` as a Unix tool ends
    /// on it: so a shell reports 128 + `number`, and a script's loop stops on Ctrl-C (a shell stops a loop
    /// only when its command died by SIGINT, not when it exited 130). SIGQUIT exits 131 instead: its
    /// default action writes a core file, which is not photolist's to write.
    static func end(by number: Int32) -> Never {
        if number != SIGQUIT {
            signal(number, SIG_DFL)
            // Dispatch's worker threads, where an async command ends, block these signals: unblocked here,
            // the raised one is delivered before `raise` returns.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, number)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            raise(number)
        }
        exit(128 + number)
    }

    /// The last line of a server that `number` stopped (`serve`, `web`): "stopped on SIGTERM", or "stopped
    /// on a signal" when none was heard.
    static func stoppedLine(_ number: Int32?) -> String {
        "stopped on " + (number.map(name) ?? "a signal")
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

    /// Handles the ``watched`` signals instead of letting them end the process: `handler` runs (on a
    /// private queue, one call at a time) with each signal's number. The watch lasts until `cancel()`. A
    /// signal ignored at start is left ignored.
    ///
    /// Returns once every signal is handled, so a command that then says it is ready (`serve` prints its
    /// URL) can be stopped at once. On Linux, Dispatch installs its own signal handler when it registers a
    /// source, on another thread, a moment after `resume()`; until then a signal keeps its default action
    /// (it ends the process, as it would have a moment earlier). Setting it to ignored first, as Dispatch
    /// asks on Darwin, would make a signal in that moment vanish, and a second watch would undo Dispatch's
    /// handler for good.
    static func watch(_ handler: @escaping @Sendable (Int32) -> Void) -> Watch {
        let queue = DispatchQueue(label: "photolist.signals")
        let unhandled = watched.filter { !hasHandler($0) }
        let sources = watched.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
        // Dispatch registers sources at once on a worker thread; the deadline only keeps a Dispatch that
        // never installs a handler from hanging the command.
        let deadline = ContinuousClock.now + .seconds(2)
        while !unhandled.allSatisfy(hasHandler), ContinuousClock.now < deadline {
            sched_yield()
        }
        return Watch(sources: sources)
    }

    /// Whether signal `number` has a disposition other than the default (a handler, or ignored).
    private static func hasHandler(_ number: Int32) -> Bool {
        handler(of: number) != 0
    }

    /// Signal handlers installed by ``watch(_:)``.
    final class Watch: @unchecked Sendable {
        // @unchecked Sendable is safe: `sources` is set once in `init` and never changed, and Dispatch
        // sources may be cancelled from any thread (cancel() is documented thread-safe).
        private let sources: [any DispatchSourceSignal]

        fileprivate init(sources: [any DispatchSourceSignal]) {
            self.sources = sources
        }

        /// Stops handling the signals (Dispatch's handler stays: they go unanswered until the process ends).
        func cancel() {
            sources.forEach { $0.cancel() }
        }
    }
}
