import Domain
import Presentation

/// Makes text from an API safe and measurable for a terminal.
public enum TerminalText {
    /// The most characters of one field the terminal shows: every view's (`PhotoFormatting.fieldLimit`).
    static let fieldLimit = PhotoFormatting.fieldLimit

    /// Removes every control character a terminal could interpret: C0 (U+0000–001F), DEL (U+007F) and C1
    /// (U+0080–009F; 0x9B alone is a CSI). Line breaks (including U+2028 and U+2029) and tabs become
    /// spaces, so a field stays on one line. This defeats escape injection (CWE-150): ESC, CSI and OSC
    /// sequences lose their introducer. The bidirectional embedding, override and isolate controls go too,
    /// so text cannot reorder the line (both kinds are Domain's `UnprintableScalars`). Text past
    /// ``fieldLimit`` characters is dropped and ends in `…`.
    public static func sanitizedLine(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var kept = 0
        for scalar in text.unicodeScalars {
            if kept == fieldLimit {
                result.append("…")
                break
            }
            switch scalar.value {
            case 0x09, 0x0A, 0x0D, 0x2028, 0x2029:
                result.append(" ")
            case _ where UnprintableScalars.includes(scalar):
                continue
            default:
                result.append(scalar)
            }
            kept += 1
        }
        return String(result)
    }

    /// The number of terminal columns `text` occupies, grapheme cluster by cluster (``CellWidth``).
    /// The app's own escape sequences (`ESC [ … m` styles and colours, `ESC [ n G` column moves) take no
    /// columns; API text never contains ESC once sanitised.
    static func width(_ text: String) -> Int {
        var total = 0
        var inEscape = false
        for character in text {
            total += columns(of: character, inEscape: &inEscape)
        }
        return total
    }

    /// The columns `character` takes, reading it as part of a text that may carry the app's escape
    /// sequences (`inEscape` carries whether one is open).
    private static func columns(of character: Character, inEscape: inout Bool) -> Int {
        if inEscape {
            if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            return 0
        }
        if character == "\u{1B}" {
            inEscape = true
            return 0
        }
        return CellWidth.of(character)
    }

    /// The sequence that moves the cursor to column `column` (0-based) of its line. Layouts put one before
    /// each column of a row, so a cluster a terminal draws wider or narrower than measured shifts nothing
    /// after it. Takes no columns in ``width(_:)``.
    static func column(_ column: Int) -> String {
        "\u{1B}[\(column + 1)G"
    }

    /// `text` cut to at most `columns` columns, ending in `…` when cut. Reads only as far as the cut, so
    /// the cost follows `columns`, not the length of `text`.
    public static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        var used = 0
        var inEscape = false
        var endBeforeEllipsis = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            used += Self.columns(of: text[index], inEscape: &inEscape)
            if used > columns { return text[..<endBeforeEllipsis] + "…" }
            index = text.index(after: index)
            if used <= columns - 1 { endBeforeEllipsis = index }
        }
        return text
    }

    /// How many lines of a terminal `columns` wide `text` takes when printed: each of its lines, wrapped by
    /// the terminal where it is wider (an empty line takes one).
    public static func screenLines(of text: String, columns: Int) -> Int {
        let columns = max(1, columns)
        return text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { lines, line in
            lines + max(1, (width(String(line)) + columns - 1) / columns)
        }
    }

    /// A message fitted to `columns` keeping its reason: the longest file path in it is shortened first
    /// (`/home/ana/Pictures/PhotoList/x.jpg` to `…/x.jpg`, then the next longest), so what went wrong
    /// stays readable; a message still too long loses its middle (``elidedInTheMiddle(_:to:)``), since an
    /// error's reason and what to do about it come at its end.
    public static func shortenedKeepingReason(_ text: String, to columns: Int) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        while !fits(words.joined(separator: " "), in: columns) {
            let paths = words.indices.filter { isFilePath(words[$0]) }
            guard let longest = paths.max(by: { words[$0].count < words[$1].count }) else { break }
            let word = words[longest]
            // Punctuation that ends the sentence stays after the file's name.
            let trailing = word.reversed().prefix { ",.;:)".contains($0) }
            let path = word.dropLast(trailing.count)
            words[longest] = "…/" + (path.split(separator: "/").last.map(String.init) ?? "") + String(trailing.reversed())
        }
        return elidedInTheMiddle(words.joined(separator: " "), to: columns)
    }

    /// Whether `word` of a message is a file's path: a slash inside, more than one folder deep, not a web
    /// address, not one already shortened to `…/name`.
    static func isFilePath(_ word: some StringProtocol) -> Bool {
        word.dropFirst().contains("/") && !word.contains("://") && !word.hasPrefix("…/")
    }

    /// `text` fitted to `columns` by replacing its middle with `…`: up to a third of the room keeps how it
    /// begins (what failed), the rest how it ends (why, and what to do), each cut at a space where one is
    /// near. A web address at its end is kept whole, the words before it cut instead, or when it cannot be
    /// whole the text is cut at its end, so what shows of it is its beginning. Text without escape
    /// sequences (a sanitized line).
    static func elidedInTheMiddle(_ text: String, to columns: Int) -> String {
        guard !fits(text, in: columns) else { return text }
        guard columns >= 12 else { return truncated(text, to: columns) }
        if let address = text.firstRange(of: "://") {
            let start = text[..<address.lowerBound].lastIndex(of: " ").map { text.index(after: $0) } ?? text.startIndex
            let (before, from) = (String(text[..<start]), String(text[start...]))
            let separator = before.hasSuffix(": ") ? ": " : (before.hasSuffix(" ") ? " " : "")
            let room = columns - width(from) - separator.count
            guard room >= 8 else { return truncated(text, to: columns) }
            return truncated(String(before.dropLast(separator.count)), to: room) + separator + from
        }
        let characters = Array(text)
        var head = 0, used = 0
        while head < characters.count, used + width(String(characters[head])) <= columns / 3 {
            used += width(String(characters[head]))
            head += 1
        }
        if let space = characters[..<head].lastIndex(of: " "), space > head / 2 { head = space + 1 }
        let headText = String(characters[..<head])
        var tail = characters.count, room = columns - width(headText) - 1
        while tail > head, width(String(characters[tail - 1])) <= room {
            room -= width(String(characters[tail - 1]))
            tail -= 1
        }
        let kept = characters.count - tail
        if let space = characters[tail...].firstIndex(of: " "), space - tail < kept / 2 { tail = space + 1 }
        return headText + "…" + String(characters[tail...])
    }

    /// Whether `text` fits in `columns` columns, reading no further than needed to tell.
    static func fits(_ text: String, in columns: Int) -> Bool {
        var used = 0
        var inEscape = false
        for character in text {
            used += self.columns(of: character, inEscape: &inEscape)
            if used > columns { return false }
        }
        return true
    }

    /// `text` padded with spaces to exactly `columns` columns (truncated first if longer).
    static func padded(_ text: String, to columns: Int) -> String {
        let cut = truncated(text, to: columns)
        return cut + String(repeating: " ", count: max(0, columns - width(cut)))
    }

    /// Where a line of `columns` that `word` does not fit beside ends, so that a number keeps its unit
    /// ("1 photo", "35.0 mm", "(2 months"): when `line`'s last word ends in an ASCII digit and fits beside
    /// `word` on the next line, `line` without it and the next line's start, that word and `word`. `nil`
    /// to break before `word` as usual, and always on the last line allowed (`isLastLine`), where the
    /// number would be dropped rather than moved. The one rule for every wrapper of words (this type's
    /// ``wrapped(_:to:limit:keepingLongWords:)``, the status bar's).
    static func breakKeepingNumber(_ line: String, before word: some StringProtocol, columns: Int, isLastLine: Bool) -> (line: String, next: String)? {
        guard !isLastLine, let space = line.lastIndex(of: " "), let last = line.last, last.isASCII, last.isWholeNumber else { return nil }
        let next = String(line[line.index(after: space)...]) + " " + word
        guard fits(next, in: columns) else { return nil }
        return (String(line[..<space]), next)
    }

    /// `text` broken into lines of at most `columns` columns at spaces (a word longer than a line is cut,
    /// or with `keepingLongWords` put whole on a line of its own, so an address can still be copied), at
    /// most `limit` lines, the last ending in `…` when text was left over. A line does not end on a word
    /// that ends in an ASCII digit where the next word fits beside it, so a number keeps its unit
    /// (``breakKeepingNumber(_:before:columns:isLastLine:)``). Stops reading once the lines are full, so
    /// the cost follows `columns × limit`, not the length of `text`.
    public static func wrapped(_ text: String, to columns: Int, limit: Int = .max, keepingLongWords: Bool = false) -> [String] {
        guard columns > 0, limit > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var leftOver = false
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 != " " }) {
            let end = rest[start...].firstIndex(of: " ") ?? rest.endIndex
            let word = String(rest[start..<end])
            rest = rest[end...]
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate, in: columns) {
                current = candidate
                continue
            }
            if let split = breakKeepingNumber(current, before: word, columns: columns, isLastLine: lines.count + 1 >= limit) {
                lines.append(split.line)
                current = split.next
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = keepingLongWords ? word : truncated(word, to: columns)
            if lines.count == limit {
                leftOver = true
                break
            }
        }
        if !current.isEmpty, !leftOver {
            if lines.count == limit { leftOver = true } else { lines.append(current) }
        }
        guard leftOver else { return lines }
        lines[limit - 1] = truncated(lines[limit - 1] + " …", to: columns)
        return lines
    }
}
