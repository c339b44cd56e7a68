/// How this terminal can show a photo: one of the pixel protocols, or text cells drawn with block glyphs.
/// ``GraphicsDetector`` picks it once at start; the drawing code switches on it.
enum GraphicsProtocol: Equatable, Sendable {
    /// Kitty's graphics protocol (kitty, Ghostty). With `placeholders`, the picture is shown through
    /// Unicode placeholder cells, the one way that survives tmux, whose sequences then pass through it.
    case kitty(placeholders: Bool)
    /// iTerm2's inline images (iTerm2, WezTerm): the terminal decodes a JPEG itself.
    case iterm
    /// DEC sixel graphics (foot, mlterm, xterm with sixel, and any terminal whose DA1 reply says 4).
    case sixel
    /// Two pixels per cell, upper and lower half blocks: works in any colour terminal.
    case halfBlocks
    /// Four pixels per cell with quadrant glyphs: sharper than half blocks, but two colours per cell.
    case quarterBlocks
    /// No picture at all (no colour, or the user said so).
    case none
}
