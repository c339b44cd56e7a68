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
        guard let fraction = progress.fraction, let expected = progress.expectedBytes else { return ProgressBar.fitted(label + text, width: width) }
        return ProgressBar.gauge(label: label, suffix: text, widestSuffix: Self.widestSuffix(of: progress, expected: expected), width: width) {
            Int(Double($0) * fraction)
        }
    }

    /// The most columns the figures of this transfer can take: sized from the start, the bar keeps its
    /// length as they grow. The widest is the finished count, or a count just below a unit's end, which
    /// one decimal rounds up ("1000.0 KB of 3.0 MB").
    static func widestSuffix(of progress: DownloadProgress, expected: Int64) -> Int {
        let counts = [expected] + [999, 999_999, 999_999_999, 999_999_999_999].filter { $0 < expected }
        return counts.map { received in
            TerminalText.width(" " + PhotoFormatting.progress(DownloadProgress(receivedBytes: received, expectedBytes: expected, attempt: progress.attempt)))
        }.max() ?? 0
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
