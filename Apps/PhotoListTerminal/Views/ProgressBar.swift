/// A one-line progress bar for standard error, redrawn in place with a carriage return. Only drawn when
/// standard error is a terminal; elsewhere it stays silent so logs and pipes get no control characters.
public struct ProgressBar: Sendable {
    private let total: Int
    private let label: String
    private let isEnabled: Bool
    private let write: @Sendable (String) -> Void

    /// A bar for `total` steps, drawn through `write` (the app's writer to standard error, which knows
    /// what to do when it is closed).
    public init(total: Int, label: String, isEnabled: Bool = Terminal.isInteractiveError, write: @escaping @Sendable (String) -> Void) {
        self.total = max(1, total)
        self.label = label
        self.isEnabled = isEnabled
        self.write = write
    }

    /// The line for `done` steps: `label [#####·····] 5/10`, fitting `width` columns.
    func line(done: Int, width: Int) -> String {
        let (done, total) = (min(done, self.total), self.total)
        return Self.gauge(label: label, suffix: " \(done)/\(total)", widestSuffix: TerminalText.width(" \(total)/\(total)"), width: width) { $0 * done / total }
    }

    /// Redraws the bar.
    public func update(done: Int) {
        if isEnabled { Self.redraw(line(done: done, width: Terminal.errorColumns()), with: write) }
    }

    /// Clears the bar's line.
    public func finish() {
        if isEnabled { Self.redraw("", with: write) }
    }

    /// `label [#####·····]suffix` fitting `width` columns: a bar of 5…40 cells, `filled(cells)` of them
    /// filled. Shared by the step and byte bars. `widestSuffix` is the most columns the suffix will take
    /// while this bar is drawn, so the bar keeps one length as its figures grow. Where five cells do not
    /// fit, the line is the label and the figures alone, cut to the width: a line wider than the terminal
    /// would wrap, and each redraw would leave a line behind.
    static func gauge(label: String, suffix: String, widestSuffix: Int = 0, width: Int, filled: (Int) -> Int) -> String {
        let suffixWidth = max(widestSuffix, TerminalText.width(suffix))
        let room = width - 1 - TerminalText.width(label) - suffixWidth - 3  // the last column left free: no wrap
        guard room >= 5 else { return fitted(label + suffix, width: width) }
        let barWidth = min(40, room)
        let cells = max(0, min(barWidth, filled(barWidth)))
        return "\(label) [\(String(repeating: "#", count: cells))\(String(repeating: "·", count: barWidth - cells))]\(suffix)"
    }

    /// `line` cut to fit `width` columns with the last one left free, so the terminal does not wrap it.
    static func fitted(_ line: String, width: Int) -> String {
        TerminalText.truncated(line, to: max(1, width - 1))
    }

    /// Replaces the current line with `line` (an empty line clears it), written with `write`.
    static func redraw(_ line: String, with write: (String) -> Void) {
        write("\r\u{1B}[2K" + line)
    }
}
