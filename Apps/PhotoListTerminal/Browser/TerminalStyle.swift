/// Text attributes for the browser's chrome. Attributes (reverse, bold, dim) are not colours, so they
/// are used even under `NO_COLOR`; colours appear only in pictures and follow ``ColorMode``.
enum TerminalStyle {
    /// `text` in reverse video (the selection, the title and status bars).
    static func reverse(_ text: String) -> String { "\u{1B}[7m" + text + "\u{1B}[27m" }
    /// `text` in bold.
    static func bold(_ text: String) -> String { "\u{1B}[1m" + text + "\u{1B}[22m" }
    /// `text` dimmed.
    static func dim(_ text: String) -> String { "\u{1B}[2m" + text + "\u{1B}[22m" }
}
