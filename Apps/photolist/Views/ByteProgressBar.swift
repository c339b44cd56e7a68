import Domain
import Presentation

/// A one-line byte progress bar for standard error (`download abc [####·····] 42% (1.2 MB of 3.0 MB)`),
/// redrawn in place; silent when standard error is not a terminal.
struct ByteProgressBar {
    private let label: String
    private let isEnabled: Bool

    /// A bar named `label`.
    init(label: String, isEnabled: Bool = Terminal.isInteractiveError) {
        self.label = label
        self.isEnabled = isEnabled
    }

    /// The line for `progress`, fitting `width` columns; without a known size, only the bytes so far.
    func line(_ progress: DownloadProgress, width: Int) -> String {
        let text = " " + PhotoFormatting.progress(progress)
        guard let fraction = progress.fraction else { return label + text }
        let barWidth = max(5, min(40, width - TerminalText.width(label) - TerminalText.width(text) - 3))
        let filled = Int(Double(barWidth) * fraction)
        return "\(label) [\(String(repeating: "#", count: filled))\(String(repeating: "·", count: barWidth - filled))]\(text)"
    }

    /// Redraws the bar.
    func update(_ progress: DownloadProgress) {
        guard isEnabled else { return }
        StandardError.write("\r\u{1B}[2K" + line(progress, width: Terminal.errorColumns()))
    }

    /// Clears the bar's line.
    func finish() {
        guard isEnabled else { return }
        StandardError.write("\r\u{1B}[2K")
    }
}
