/// The browser's status bar as one line: facts on the left (`demo · 12/60+ · page 2 · 4,990 of 5,000
/// requests left · id …`), a message on the right after a bar, so the two never read as one phrase. The
/// message wins the space: the pane's facts give way first, dropped whole from the end, so a saved
/// file's path stays whole; the lasting facts (the source, the downloads, the selected photo's id, which
/// every command takes) are cut only when nothing else is left to drop. Plain text in, sanitized here.
struct StatusBarLine {
    /// The facts that stay while there is any room: the source, the downloads.
    var lasting: [String]
    /// The pane's facts, most useful first: the first to give way is the last.
    var items: [String]
    /// The selected photo's id, last on the left and lasting.
    var id: String?
    /// The message of the moment, if any.
    var message: String?

    /// The line, `width` columns wide.
    func text(width: Int) -> String {
        let right = message.map { TerminalText.shortenedKeepingReason(TerminalText.sanitizedLine($0), to: width - 3) + " " }
        let rightStart = right.map { width - TerminalText.width($0) } ?? width
        let room = right == nil ? width : rightStart - 3  // " │ " between facts and message
        let clean = { (texts: [String]) in texts.filter { !$0.isEmpty }.map(TerminalText.sanitizedLine) }
        let (lasting, id) = (clean(lasting), clean(id.map { ["id " + $0] } ?? []))
        var items = clean(items)
        var left: String { " " + (lasting + items + id).joined(separator: " · ") }
        while TerminalText.width(left) > room, !items.isEmpty { items.removeLast() }
        guard let right else { return TerminalText.padded(left, to: width) }
        // A message as wide as the bar leaves no room for a fact worth reading: it stands alone.
        let facts = room > 1 ? TerminalText.padded(left, to: room) + " │ " : String(repeating: " ", count: max(0, rightStart))
        return facts + TerminalText.column(rightStart) + right
    }
}
