/// The key reference `?` shows over the current pane.
enum HelpOverlay {
    /// Every key, grouped.
    static let entries: [(String, String)] = [
        ("↑ ↓  j k", "move"),
        ("PgUp PgDn", "page up / down"),
        ("g G  Home End", "first / last photo"),
        ("Enter", "open the photo"),
        ("Esc  Backspace", "back"),
        ("/", "search (results update as you type)"),
        ("f", "favourite / unfavourite"),
        ("F", "show favourites"),
        ("d", "download the photo (progress below)"),
        ("o", "open the photo's web page"),
        ("r", "refresh"),
        ("?", "this help"),
        ("q  Ctrl-C", "quit"),
    ]

    /// The help's lines, centred in `size`.
    static func lines(size: TerminalSize) -> [String] {
        var lines = ["", "  Keys", ""]
        lines += entries.map { "    " + TerminalText.padded($0.0, to: 18) + $0.1 }
        lines += ["", "  Press any key to close this help."]
        return ListText.fitted(lines, rows: size.rows, columns: size.columns)
    }
}
