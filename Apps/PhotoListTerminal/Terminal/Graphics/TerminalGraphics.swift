import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the terminal can show, decided once at start: the colour mode, the picture protocol and the size
/// of a cell in pixels.
public struct TerminalGraphics: Sendable {
    /// How many colours text may use.
    let colorMode: ColorMode
    /// How pictures are drawn.
    let `protocol`: GraphicsProtocol
    /// A cell's size in pixels (asked for only when a pixel protocol needs it; else the fallback).
    let cell: CellPixelSize
    /// Whether the program runs inside tmux, which passes graphics on only when wrapped.
    let insideTmux: Bool
    /// How many colour registers a sixel picture may define: what the terminal reports, else 256 (xterm's
    /// and most sixel terminals' number).
    var sixelRegisters = SixelRegisters.fallback

    /// Decides for the user's `choice` in `environment`. `terminal` answers queries (the terminal in raw
    /// mode, before keys are read); without it, only the environment counts.
    public static func detect(
        _ choice: ImagesChoice,
        environment: [String: String],
        colorMode: ColorMode,
        terminal: (any TerminalQuerying)?
    ) -> TerminalGraphics {
        let graphics = GraphicsDetector.detect(choice, environment: environment, colorMode: colorMode, terminal: terminal)
        let cell: CellPixelSize = switch graphics {
        case .kitty, .iterm, .sixel: CellPixelSize.detect(descriptor: STDOUT_FILENO, terminal: terminal)
        case .halfBlocks, .quarterBlocks, .none: .fallback
        }
        let insideTmux = GraphicsDetector.isInsideTmux(environment)
        // Asked only of a sixel terminal answering directly (tmux would answer for itself).
        let registers = graphics == .sixel && !insideTmux ? terminal.map(SixelRegisters.query) ?? SixelRegisters.fallback : SixelRegisters.fallback
        return TerminalGraphics(colorMode: colorMode, protocol: graphics, cell: cell, insideTmux: insideTmux, sixelRegisters: registers)
    }
}
