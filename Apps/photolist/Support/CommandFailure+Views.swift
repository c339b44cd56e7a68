import PhotoListTerminal

extension CommandFailure {
    /// A non-interactive screen's failure as the command reports it: the view model's failure with its
    /// hint and status, or the state stream ending before a state settled.
    init(_ failure: ScreenFailure) {
        switch failure {
        case .failed(let display): self.init(display)
        case .closed(let what): self.init(message: "the \(what) closed before loading", status: .failure)
        }
    }

    /// The browser's terminal refusing raw mode: a usage error when there is no terminal, else a failure.
    init(_ failure: RawTerminal.SetupFailure) {
        switch failure {
        case .notATerminal, .notInForeground, .noControllingTerminal: self.init(message: failure.message, status: .usage)
        case .rawModeRefused: self.init(message: failure.message, status: .failure)
        }
    }

    /// Runs a non-interactive screen (``ListScreen``, ``DetailScreen``, a feature's wait on
    /// ``SettledState``), turning its failure into the failure the user sees.
    static func reporting<Value>(screen body: () async throws(ScreenFailure) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await body()
        } catch {
            throw CommandFailure(error)
        }
    }
}
