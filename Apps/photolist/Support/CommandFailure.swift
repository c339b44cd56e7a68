import Domain
import Presentation

/// A failure the command reports as one line on standard error, with an exit status.
struct CommandFailure: Error, Sendable {
    /// The line to print (without the `photolist:` prefix).
    let message: String
    /// The exit status.
    let status: ExitStatus
    /// The domain failure it reports, when it reports one: what decides how the composition root words a
    /// failure of the embedded demo server (``CompositionRoot/isServersOwnFailure(_:)``).
    let cause: DomainError?

    /// A failure with an explicit message and status, reporting `cause` when it does.
    init(message: String, status: ExitStatus, cause: DomainError? = nil) {
        self.message = message
        self.status = status
        self.cause = cause
    }

    /// A failure a view model reported: Presentation's sentence as a clause (``Swift/String/asClause``),
    /// then the command line's hint for it (``CommandHint``; `outputNamed`: `-o` chose where a download
    /// goes), with the status ``ExitStatus/init(for:)`` gives its domain error.
    init(_ display: ErrorDisplay, outputNamed: Bool = false) {
        message = [display.message.asClause, CommandHint.hint(for: display.error, outputNamed: outputNamed)].compactMap { $0 }.joined(separator: " ")
        status = ExitStatus(for: display.error)
        cause = display.error
    }

    /// Runs a use case, turning its ``DomainError`` into the failure the user sees (`outputNamed`: `-o`
    /// chose where a download goes).
    static func reporting<Value>(outputNamed: Bool = false, _ body: () async throws(DomainError) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await body()
        } catch {
            throw CommandFailure(ErrorDisplay(error), outputNamed: outputNamed)
        }
    }
}
