/// A command shaped by the global options (every command that reaches a source or its stores): `main`
/// configures the process for it (logging) once it is parsed, before it runs, so no wiring code has a
/// process-wide side effect.
protocol GlobalOptionsCommand {
    /// The command's global options.
    var global: GlobalOptions { get }
    /// Whether log lines must go nowhere (the interactive browser owns the terminal).
    var logsAreSilenced: Bool { get }
}

extension GlobalOptionsCommand {
    var logsAreSilenced: Bool { false }
}
