/// How many colour registers a sixel terminal offers, asked with XTSMGRAPHICS (xterm, mlterm, foot and
/// others answer it): each picture's palette is chosen to use them all.
enum SixelRegisters {
    /// The number when the terminal does not say: xterm's with `numColorRegisters: 256`, and most sixel
    /// terminals'.
    static let fallback = 256
    /// "Read the number of colour registers" (`CSI ? 1 ; 1 ; 0 S`), then DA1, whose reply every terminal
    /// sends and so bounds the wait.
    static let request = "\u{1B}[?1;1;0S" + GraphicsDetector.deviceAttributesQuery

    /// The terminal's number of registers, within 2…256 (the encoder's palette indices are bytes), or
    /// ``fallback`` when it does not answer.
    static func query(_ terminal: any TerminalQuerying) -> Int {
        terminal.write(Array(request.utf8))
        let bytes = terminal.read(until: { TerminalReplies(parsing: $0).deviceAttributes != nil }, timeout: GraphicsDetector.timeout)
        return TerminalReplies(parsing: bytes).colorRegisters.map { max(2, min(256, $0)) } ?? fallback
    }
}
