/// A key the interactive browser understands, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, delete
    /// A printable character (letters, digits, punctuation, any Unicode text).
    case character(Character)
    /// Ctrl plus a letter, as the letter: Ctrl-C is `.control("c")`.
    case control(Character)
}

/// What the terminal reports to the browser.
enum TerminalEvent: Equatable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The window changed size.
    case resize
    /// Standard input closed: the browser should end.
    case endOfInput
}
