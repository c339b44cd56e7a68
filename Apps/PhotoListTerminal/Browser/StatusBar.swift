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
        let facts = " │ " + Self.cleaned(lasting).joined(separator: " · ") + " "
        let end = width - TerminalText.width(facts)
        let shown = TerminalText.width(last) < end ? TerminalText.padded(last, to: end) + TerminalText.column(end) + facts : last
        return (lines + [shown]).map { TerminalText.padded($0, to: width) }
    }

    /// The one-line bar: the facts, and beside them a message that fits on the line.
    private func line(width: Int) -> String {
        let right = message.map { TerminalText.shortenedKeepingReason(TerminalText.sanitizedLine($0), to: width - 3) + " " }
        let rightStart = right.map { width - TerminalText.width($0) } ?? width
        let room = right == nil ? width : rightStart - 3  // " │ " between facts and message
        var (kept, items, shownID) = (Self.cleaned(lasting), Self.cleaned(items), Self.cleaned(id.map { ["id " + $0] } ?? []))
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

    /// `facts` as the bar shows them: the empty ones left out, each safe for the terminal.
    private static func cleaned(_ facts: [String]) -> [String] {
        facts.filter { !$0.isEmpty }.map(TerminalText.sanitizedLine)
    }
}
