import Synchronization

/// Runs a command's work so that a stopping signal (``TerminationSignal/stopping``) cancels it instead of
/// killing the process: the work cleans up as cancelled work does (a download removes its partial file, a
/// sync keeps the pages it stored), then the command ends with one line, killed by the same signal
/// (``TerminationSignal/end(by:)``), so a shell sees status 128 + the signal's number and stops a loop.
enum SignalCancellation {
    /// Runs `work`; when a signal arrived before it finished, throws a ``CommandFailure`` saying
    /// "`what` stopped by SIGINT; `summary()`" instead of its result or error.
    static func run<Value: Sendable>(
        _ what: String,
        summary: @escaping @Sendable () -> String,
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let received = Mutex<Int32?>(nil)
        let task = Task { try await work() }
        let watch = TerminationSignal.watch { number in
            received.withLock { $0 = $0 ?? number }
            task.cancel()
        }
        defer { watch.cancel() }
        let result = await task.result
        if let number = received.withLock({ $0 }) {
            throw CommandFailure(
                message: "\(what) stopped by \(TerminationSignal.name(number)); \(summary())",
                status: ExitStatus(signal: number)
            )
        }
        return try result.get()
    }
}
