/// The browser's status bar: facts on the left (`demo · 12/60+ · page 2 · 4,990 of 5,000 requests left ·
/// id …`), a message on the right after a bar, so the two never read as one phrase. The message wins the
/// space: the pane's facts give way first, dropped whole from the end, so a saved file's path stays whole;
/// then the downloads, then the selected photo's id, and with no room for the source's name whole, the
/// message stands alone, from the bar's start. A message wider than one line takes up to
/// ``maximumLines`` lines (the body gives up the rows), so an address or a folder is read whole rather
/// than losing its middle, with the source and the downloads at the end of its last line when they fit.
/// Without a message the lasting facts (the source, the downloads, the id, which every command takes)
/// stay, cut at the edge of a narrow bar. Plain text in, sanitized here.
struct StatusBar: Equatable {
    /// The most lines a message takes; past that it is shortened as one line would be, paths first.
    static let maximumLines = 3

    /// The facts that stay longest: the source, the downloads.
    var lasting: [String]
    /// The pane's facts, most useful first: the first to give way is the last.
    var items: [String]
    /// The selected photo's id, last on the left.
    var id: String?
    /// The message of the moment, if any.
    var message: String?

    /// The bar's lines, each `width` columns wide: one, or more for a message that needs them, the lasting
    /// facts (the source, the downloads) at the end of the last when they fit there.
    func lines(width: Int) -> [String] {
        let room = width - 3  // a space before the message and at least one after it
        guard let message = message.map(TerminalText.sanitizedLine), !TerminalText.fits(message, in: room) else {
            return [line(width: width)]
        }
        var lines = Self.wrapped(message, columns: room).map { " " + $0 }
        guard let last = lines.popLast() else { return [line(width: width)] }  // a message of spaces
        let facts = " │ " + lasting.filter { !$0.isEmpty }.map(TerminalText.sanitizedLine).joined(separator: " · ") + " "
        let end = width - TerminalText.width(facts)
        let shown = TerminalText.width(last) < end ? TerminalText.padded(last, to: end) + TerminalText.column(end) + facts : last
        return (lines + [shown]).map { TerminalText.padded($0, to: width) }
    }

    /// The one-line bar: the facts, and beside them a message that fits on the line.
    private func line(width: Int) -> String {
        let right = message.map { TerminalText.shortenedKeepingReason(TerminalText.sanitizedLine($0), to: width - 3) + " " }
        let rightStart = right.map { width - TerminalText.width($0) } ?? width
        let room = right == nil ? width : rightStart - 3  // " │ " between facts and message
        let clean = { (texts: [String]) in texts.filter { !$0.isEmpty }.map(TerminalText.sanitizedLine) }
        var (kept, items, shownID) = (clean(lasting), clean(items), clean(id.map { ["id " + $0] } ?? []))
        var left: String { " " + (kept + items + shownID).joined(separator: " · ") }
        while TerminalText.width(left) > room, !items.isEmpty { items.removeLast() }
        guard let right else { return TerminalText.padded(left, to: width) }
        // Beside a message, a cut fact (or a lone "…") says nothing: facts go whole, the source last.
        while TerminalText.width(left) > room, kept.count > 1 { kept.removeLast() }
        if TerminalText.width(left) > room { shownID = [] }
        // With no room for the source, the message stands alone, from the bar's start.
        guard TerminalText.width(left) <= room else { return TerminalText.padded(" " + right, to: width) }
        return left + String(repeating: " ", count: room - TerminalText.width(left)) + " │ " + TerminalText.column(rightStart) + right
    }

    /// `message` broken at spaces into lines of `columns`, at most ``maximumLines``: whole when it fits
    /// them; else with its longest file path losing only as much of its middle as it must (its start and
    /// its file's name stay, so the folder can still be told); else shortened as one line would be
    /// (``TerminalText/shortenedKeepingReason(_:to:)``: the paths, then the middle) until it does.
    static func wrapped(_ message: String, columns: Int) -> [String] {
        let fitting = { (text: String) -> [String]? in
            let lines = filled(text, columns: columns)
            return lines.count <= maximumLines ? lines : nil
        }
        if let lines = fitting(message) ?? pathShortenings(of: message).lazy.compactMap(fitting).first { return lines }
        var budget = columns * maximumLines
        while true {
            let lines = filled(TerminalText.shortenedKeepingReason(message, to: budget), columns: columns)
            if lines.count <= maximumLines || budget <= columns { return Array(lines.prefix(maximumLines)) }
            budget -= max(1, columns / 4)
        }
    }

    /// `message` with its longest file path (``TerminalText/isFilePath(_:)``) losing more and more of its
    /// folder's end, `/home/ada/Pict…/x.jpg`, its file's name whole: longest first, in at most about 32
    /// steps whatever the path's length.
    private static func pathShortenings(of message: String) -> [String] {
        let words = message.split(separator: " ", omittingEmptySubsequences: false)
        let paths = words.indices.filter { TerminalText.isFilePath(words[$0]) }
        guard let longest = paths.max(by: { words[$0].count < words[$1].count }) else { return [] }
        let word = words[longest]
        let trailing = word.reversed().prefix { ",.;:)".contains($0) }.count
        let path = word.dropLast(trailing)
        guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return [] }
        let (folder, name) = (path[..<slash], String(path[slash...]) + String(word.suffix(trailing)))
        let step = max(4, folder.count / 32)
        return stride(from: folder.count - 1, through: 1, by: -step).map { kept in
            var shortened = words
            shortened[longest] = Substring(String(folder.prefix(kept)) + "…" + name)
            return shortened.joined(separator: " ")
        }
    }

    /// `text`'s words on lines of at most `columns`, each word whole on one line where it fits one; a
    /// wider word (an address) runs on from where its line is to the next, so it reads back unbroken.
    private static func filled(_ text: String, columns: Int) -> [String] {
        var (lines, line, used) = ([String](), "", 0)
        func endLine() {
            lines.append(line)
            (line, used) = ("", 0)
        }
        for word in text.split(separator: " ") {
            let width = TerminalText.width(String(word))
            if used > 0, used + 1 + width > columns, width <= columns || used + 1 >= columns { endLine() }
            if used > 0 {
                line += " "
                used += 1
            }
            guard width > columns else {
                line += word
                used += width
                continue
            }
            var rest = word[...]
            while !rest.isEmpty {
                var piece = runOnPiece(of: rest, room: columns - used)
                if piece.text.isEmpty {
                    // Its next character is wider than what the line has left: it starts the next, where
                    // it always goes (a line holds any one character).
                    guard used == 0 else {
                        endLine()
                        continue
                    }
                    piece = (rest.prefix(1), TerminalText.width(String(rest.prefix(1))))
                }
                line += piece.text
                used += piece.width
                rest = rest.dropFirst(piece.text.count)
                if !rest.isEmpty { endLine() }
            }
        }
        if used > 0 { endLine() }
        return lines
    }

    /// The part of `word` that fills a line's `room`: all of it when it fits, else up to the last of an
    /// address's separators (`/`, `?`, `&`) in the room's second half, so a line ends where the
    /// address breaks naturally, else as much as fits (nothing, when its first character does not).
    private static func runOnPiece(of word: Substring, room: Int) -> (text: Substring, width: Int) {
        var (end, width, breakAfter) = (word.startIndex, 0, (index: word.startIndex, width: 0))
        while end < word.endIndex {
            let characterWidth = TerminalText.width(String(word[end]))
            if width + characterWidth > room { break }
            width += characterWidth
            if "/?&".contains(word[end]) { breakAfter = (word.index(after: end), width) }
            end = word.index(after: end)
        }
        guard end < word.endIndex else { return (word, width) }
        if breakAfter.width * 2 >= room { return (word[..<breakAfter.index], breakAfter.width) }
        return (word[..<end], width)
    }
}
