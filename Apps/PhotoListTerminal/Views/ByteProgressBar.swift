public import Domain
import Presentation

/// A one-line byte progress bar for standard error (`download abc [####·····] 42% (1.2 MB of 3.0 MB)`),
/// redrawn in place; silent when standard error is not a terminal.
public struct ByteProgressBar: Sendable {
    private let label: String
    private let isEnabled: Bool
    private let write: @Sendable (String) -> Void

    /// A bar named `label`, drawn through `write` (the app's writer to standard error).
    public init(label: String, isEnabled: Bool = Terminal.isInteractiveError, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.isEnabled = isEnabled
        self.write = write
    }

    /// The line for `progress`, fitting `width` columns; without a known size, only the bytes so far.
    func line(_ progress: DownloadProgress, width: Int) -> String {
        let text = " " + PhotoFormatting.progress(progress)
        guard let fraction = progress.fraction, let expected = progress.expectedBytes else { return label + text }
        // Sized from the start for the finished figures, so the bar keeps its length as they grow (only a
        // count passing a unit, "999.9 KB of 1.0 MB", can be a cell or two wider).
        let finished = DownloadProgress(receivedBytes: expected, expectedBytes: expected, attempt: progress.attempt)
        let widest = TerminalText.width(" " + PhotoFormatting.progress(finished))
        return ProgressBar.gauge(label: label, suffix: text, widestSuffix: widest, width: width) { Int(Double($0) * fraction) }
    }

    /// Redraws the bar.
    public func update(_ progress: DownloadProgress) {
        if isEnabled { ProgressBar.redraw(line(progress, width: Terminal.errorColumns()), with: write) }
    }

    /// Clears the bar's line.
    public func finish() {
        if isEnabled { ProgressBar.redraw("", with: write) }
    }
}
