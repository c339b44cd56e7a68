/// How a message wider than the status bar's line is laid over its lines: words whole where they fit a
/// line, an address running on, a path losing its middle before anything else is shortened.
extension StatusBar {
    /// `message` broken at spaces into lines of `columns`, at most ``maximumLines``: whole when it fits
    /// them; else with its longest file path losing only as much of its middle as it must (its start and
    /// its file's name stay, so the folder can still be told); else shortened as one line would be
    /// (``TerminalText/shortenedKeepingReason(_:to:)``: the paths, then the middle) until it does.
    static func wrapped(_ message: String, columns: Int) -> [String] {
        // A number moved to its unit's line must not cost the message its words: where moving one would
        // take a line too many, no number is moved.
        let fitting = { (text: String) -> [String]? in
            [true, false].lazy.map { filled(text, columns: columns, keepingNumbers: $0) }.first { $0.count <= maximumLines }
        }
        if let lines = fitting(message) ?? pathShortenings(of: message).lazy.compactMap(fitting).first { return lines }
        var budget = columns * maximumLines
        while true {
            let shortened = TerminalText.shortenedKeepingReason(message, to: budget)
            if let lines = fitting(shortened) { return lines }
            if budget <= columns { return Array(filled(shortened, columns: columns, keepingNumbers: false).prefix(maximumLines)) }
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

    /// `text`'s words on lines of at most `columns`, each word whole on one line where it fits one and,
    /// `keepingNumbers`, a number with its unit (``TerminalText/breakKeepingNumber(_:before:columns:isLastLine:)``);
    /// a wider word (an address) runs on from where its line is to the next, so it reads back unbroken.
    private static func filled(_ text: String, columns: Int, keepingNumbers: Bool) -> [String] {
        var (lines, line, used) = ([String](), "", 0)
        func endLine() {
            lines.append(line)
            (line, used) = ("", 0)
        }
        for word in text.split(separator: " ") {
            let width = TerminalText.width(String(word))
            if used > 0, used + 1 + width > columns, width <= columns || used + 1 >= columns {
                let isLastLine = lines.count + 1 >= maximumLines
                let split = keepingNumbers && width <= columns ? TerminalText.breakKeepingNumber(line, before: word, columns: columns, isLastLine: isLastLine) : nil
                line = split?.line ?? line
                endLine()
                if let next = split?.next {
                    (line, used) = (next, TerminalText.width(next))
                    continue
                }
            }
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
                rest = rest[piece.text.endIndex...]
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
