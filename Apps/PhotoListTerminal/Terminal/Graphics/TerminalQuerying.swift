/// A conversation with the terminal: write a query, then read its replies until they are complete or
/// time runs out. ``GraphicsDetector`` and ``CellPixelSize`` ask through it, so tests can script the
/// terminal's answers.
public protocol TerminalQuerying {
    /// Sends `bytes` to the terminal.
    func write(_ bytes: [UInt8])

    /// Reads what the terminal sends until `isComplete` holds for everything read so far or `timeout`
    /// passes, and returns everything read (possibly nothing).
    func read(until isComplete: ([UInt8]) -> Bool, timeout: Duration) -> [UInt8]
}
