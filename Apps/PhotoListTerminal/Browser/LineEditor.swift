/// A one-line text field: its text, its cursor, and the editing keys of shells and readline
/// (←/→, Home/End, Ctrl-A/E, Backspace/Delete, Ctrl-U/K/W, and by word Alt-B/F, Alt-D, Alt-Backspace).
/// Draws itself scrolled so the cursor stays visible however long the text. It holds at most
/// ``maximumLength`` characters: typing past it changes nothing, and a paste is cut to the room left.
struct LineEditor: Equatable {
    /// What an editing key did.
    enum Outcome: Equatable {
        /// The text changed.
        case edited
        /// Only the cursor moved (or nothing could change, as Backspace at the start).
        case moved
    }

    private var characters: [Character]
    /// The cursor, as the number of characters before it.
    private(set) var cursor: Int
    /// The most characters the field holds.
    let maximumLength: Int

    /// A field holding `text` (its first `maximumLength` characters), the cursor at its end.
    init(_ text: String = "", maximumLength: Int = .max) {
        self.maximumLength = maximumLength
        characters = Array(text.prefix(maximumLength))
        cursor = characters.count
    }

    /// The text.
    var text: String {
        String(characters)
    }

    /// Whether the field holds all the characters it can: a character typed now changes nothing.
    var isFull: Bool {
        characters.count >= maximumLength
    }

    /// Applies `key`; `nil` when it is not an editing key (Enter, Esc, Tab, ↑, ↓ and the rest are the
    /// field owner's to decide).
    mutating func handle(_ key: Key) -> Outcome? {
        switch key {
        case .character(let character):
            guard characters.count < maximumLength else { return .moved }
            // A terminal sends a flag, a family emoji or a letter with its accent as one key per scalar:
            // each joins the character before the cursor when Unicode says they make one, so Backspace
            // removes what the user sees as one character, as it does for the same text pasted.
            let joined = Array(String(characters[..<cursor]) + String(character))
            characters.replaceSubrange(..<cursor, with: joined)
            cursor = joined.count
            return .edited
        case .paste(let text):
            let inserted = Self.oneLine(text).prefix(maximumLength - characters.count)
            guard !inserted.isEmpty else { return .moved }
            characters.insert(contentsOf: inserted, at: cursor)
            cursor += inserted.count
            return .edited
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            guard cursor > 0 else { return .moved }
            cursor -= 1
            characters.remove(at: cursor)
            return .edited
        case .delete, .control("d"):
            guard cursor < characters.count else { return .moved }
            characters.remove(at: cursor)
            return .edited
        case .control("u"):
            guard cursor > 0 else { return .moved }
            characters.removeSubrange(0..<cursor)
            cursor = 0
            return .edited
        case .control("k"):
            guard cursor < characters.count else { return .moved }
            characters.removeSubrange(cursor...)
            return .edited
        case .control("w"), .alt("\u{7F}"):
            let start = wordStart(before: cursor)
            guard start < cursor else { return .moved }
            characters.removeSubrange(start..<cursor)
            cursor = start
            return .edited
        case .alt("d"):
            let end = wordEnd(after: cursor)
            guard cursor < end else { return .moved }
            characters.removeSubrange(cursor..<end)
            return .edited
        case .alt("b"): cursor = wordStart(before: cursor)
        case .alt("f"): cursor = wordEnd(after: cursor)
        default:
            return nil
        }
        return .moved
    }

    /// Where the word before `position` starts, spaces before `position` skipped: a word is what lies
    /// between spaces, as Ctrl-W takes it in a shell.
    private func wordStart(before position: Int) -> Int {
        var start = position
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// Where the word after `position` ends, spaces after `position` skipped.
    private func wordEnd(after position: Int) -> Int {
        var end = position
        while end < characters.count, characters[end] == " " { end += 1 }
        while end < characters.count, characters[end] != " " { end += 1 }
        return end
    }

    /// Replaces the text (its first ``maximumLength`` characters); the cursor goes to its end.
    mutating func replace(with text: String) {
        self = LineEditor(text, maximumLength: maximumLength)
    }

    /// Pasted `text` as one line: line breaks and tabs become spaces, other control characters go.
    private static func oneLine(_ text: String) -> [Character] {
        var line: [Character] = []
        var afterBreak = false
        for character in text {
            // One line break is one space, however it was written: a terminal pastes CRLF as CR CR. A
            // control character is dropped, so it does not part two line breaks.
            if character.isNewline {
                if !afterBreak { line.append(" ") }
                afterBreak = true
            } else if character == "\t" || !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                line.append(character == "\t" ? " " : character)
                afterBreak = false
            }
        }
        return line
    }

    /// The field in exactly `width` columns: the text scrolled so the cursor is on screen (`…` marks text
    /// cut off on the left), the cursor's cell in reverse video when `showsCursor`.
    func render(width: Int, showsCursor: Bool) -> String {
        guard width > 1 else { return String(repeating: " ", count: max(0, width)) }
        let cells = characters.map { TerminalText.sanitizedLine(String($0)) }
        // The text before the cursor, keeping as much as fits beside the cursor cell.
        var start = cursor
        var used = 0
        while start > 0 {
            let next = TerminalText.width(cells[start - 1])
            if used + next > width - 2 && start > 0 { break }
            used += next
            start -= 1
        }
        let cut = start > 0
        var line = cut ? "…" : ""
        line += cells[start..<cursor].joined()
        let cursorCell = cursor < cells.count ? cells[cursor] : " "
        line += showsCursor ? TerminalStyle.reverse(cursorCell) : cursorCell
        let after = cursor < cells.count ? cells[(cursor + 1)...].joined() : ""
        let room = width - TerminalText.width(line)
        line += TerminalText.fits(after, in: room) ? after : TerminalText.truncated(after, to: room)
        return TerminalText.padded(line, to: width)
    }
}
