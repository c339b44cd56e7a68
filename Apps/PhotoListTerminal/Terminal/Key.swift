/// A key (or a mouse report) the interactive browser understands, decoded from the bytes a terminal sends.
enum Key: Equatable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, delete
    /// A printable character (letters, digits, punctuation, any Unicode text).
    case character(Character)
    /// Ctrl plus a letter, as the letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Alt (Meta) plus a key, which a terminal sends as ESC then the key: a printable character, or
    /// `"\u{7F}"` for Alt-Backspace. The same bytes are Esc then the key, typed fast, so whoever does not
    /// take it as a word key of a text field reads it so (``Key/escapeThenKey``).
    case alt(Character)
    /// A mouse report (SGR 1006 encoding).
    case mouse(MouseEvent)
    /// Text the terminal pasted (bracketed paste), whole: text, never keys, so it runs no command.
    case paste(String)
    /// A key no command takes, known by its name ("F5", "Insert", "Shift-Tab"), so pressing it can be
    /// answered rather than met with nothing.
    case unbound(String)
}

extension Key {
    /// Whether this is pasted text, which only a text field takes.
    var isPaste: Bool {
        if case .paste = self { true } else { false }
    }

    /// How a message names the key as pressed: "n", "→", "Del", "Ctrl-L".
    var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .delete: "Del"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let character): "Ctrl-" + character.uppercased()
        case .alt(let character): "Alt-" + String(character)
        case .mouse: "a click"
        case .paste: "a paste"
        case .unbound(let name): name
        }
    }

    /// The keys an ``alt(_:)`` key is without Alt: Esc, then the key. Nil for any other key.
    var escapeThenKey: [Key]? {
        guard case .alt(let character) = self else { return nil }
        return [.escape, character == "\u{7F}" ? .backspace : .character(character)]
    }
}

/// What the mouse did, and where (0-based cell coordinates).
struct MouseEvent: Equatable, Sendable {
    /// The kinds the browser uses; other buttons and drags are not reported.
    enum Kind: Equatable, Sendable {
        /// The left button was pressed.
        case press
        /// The wheel turned away from the user (scroll up).
        case wheelUp
        /// The wheel turned towards the user (scroll down).
        case wheelDown
    }

    /// What happened.
    let kind: Kind
    /// The cell's row, from 0 at the top.
    let row: Int
    /// The cell's column, from 0 at the left.
    let column: Int
}

/// What the terminal reports to the browser.
enum TerminalEvent: Equatable, Sendable {
    /// A key was pressed.
    case key(Key)
    /// The window changed size.
    case resize
    /// Standard input closed: the browser should end.
    case endOfInput
    /// A stopping signal arrived (see ``RawTerminal/stopSignal``): the browser should end, cleaning up first.
    case stopRequested
}
