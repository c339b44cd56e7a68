/// The key reference `?` shows over the current pane, drawn from ``KeyMap``.
enum HelpOverlay {
    /// The help's lines, centred in `size`.
    static func lines(size: TerminalSize) -> [String] {
        var lines = ["", "  Keys"]
        lines += KeyMap.bindings.map { "    " + TerminalText.padded($0.label, to: 12) + $0.help }
        lines += ["", "  Press any key to close this help (\(KeyMap.key(.quit)) quits)."]
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }
}
