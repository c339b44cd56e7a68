/// The values of the `--images` option: what the user asks for, before ``GraphicsDetector`` turns it into
/// a ``GraphicsProtocol`` for this terminal.
public enum ImagesChoice: String, CaseIterable, Sendable {
    /// Detect the terminal's best protocol.
    case auto
    /// Kitty's graphics protocol (through Unicode placeholders inside tmux).
    case kitty
    /// iTerm2's inline images.
    case iterm
    /// Sixel graphics.
    case sixel
    /// Half blocks, two pixels per cell.
    case blocks
    /// Quarter blocks, four pixels per cell.
    case quarters
    /// No pictures.
    case none

    /// The option's help text, naming every value.
    public static let help = "How photos are drawn: auto (detect the terminal, the default), kitty, iterm, sixel, "
        + "blocks (half blocks), quarters (quarter blocks) or none."
}
