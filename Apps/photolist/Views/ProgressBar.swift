/// A one-line progress bar for standard error, redrawn in place with a carriage return. Only drawn when
/// standard error is a terminal; elsewhere it stays silent so logs and pipes get no control characters.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let isEnabled: Bool

    /// A bar for `total` steps.
    init(total: Int, label: String, isEnabled: Bool = Terminal.isInteractiveError) {
        self.total = max(1, total)
        self.label = label
        self.isEnabled = isEnabled
    }

    /// The line for `done` steps: `label [#####·····] 5/10`, fitting `width` columns.
    func line(done: Int, width: Int) -> String {
        let counter = " \(min(done, total))/\(total)"
        let barWidth = max(5, min(40, width - label.count - counter.count - 3))
        let filled = barWidth * min(done, total) / total
        return "\(label) [\(String(repeating: "#", count: filled))\(String(repeating: "·", count: barWidth - filled))]\(counter)"
    }

    /// Redraws the bar.
    func update(done: Int) {
        guard isEnabled else { return }
        StandardError.write("\r\u{1B}[2K" + line(done: done, width: Terminal.errorColumns()))
    }

    /// Clears the bar's line.
    func finish() {
        guard isEnabled else { return }
        StandardError.write("\r\u{1B}[2K")
    }
}
