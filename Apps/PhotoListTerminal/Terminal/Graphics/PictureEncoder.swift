import Domain
import Presentation

/// Turns a decoded photo into what a terminal draws, for the protocol ``TerminalGraphics`` chose: the one
/// place that knows how many pixels a box of cells needs and how each protocol carries them, shared by the
/// browser and the printing commands.
public struct PictureEncoder: Sendable {
    /// What the terminal can show.
    let graphics: TerminalGraphics

    /// An encoder for what `graphics` says the terminal shows.
    public init(graphics: TerminalGraphics) {
        self.graphics = graphics
    }

    /// The pixels a picture of `columns` × `rows` cells is asked for at, square pixels in the shape the
    /// cells show: two a cell (stacked) for half blocks, whose halves are square; for quarter blocks, whose
    /// quadrants are twice as tall as wide, two across and four down (averaged to two when drawn); a cell's
    /// pixels for the graphics protocols. `nil` for none, or a box no source should be asked for.
    func pixels(columns: Int, rows: Int) -> PixelSize? {
        switch graphics.protocol {
        case .none: nil
        case .halfBlocks: PixelSize(width: columns, height: rows * 2)
        case .quarterBlocks: PixelSize(width: columns * 2, height: rows * 4)
        case .kitty, .iterm, .sixel:
            PixelSize(width: min(PixelSize.maximumSide, columns * graphics.cell.width), height: min(PixelSize.maximumSide, rows * graphics.cell.height))
        }
    }

    /// `image` as `rows` lines of `columns` text cells: quarter blocks when chosen, else half blocks.
    func textLines(_ image: PhotoImage, columns: Int, rows: Int) -> [String] {
        if graphics.protocol == .quarterBlocks {
            // Quadrants are half as wide as tall: the grid's pixels are too.
            return QuarterBlockRenderer.lines(PixelGrid(filling: columns * 2, rows * 2, from: image, pixelAspect: 0.5), mode: graphics.colorMode)
        }
        return HalfBlockRenderer.lines(PixelGrid(filling: columns, rows * 2, from: image), mode: graphics.colorMode)
    }

    /// Sends `image` to a kitty terminal under `id`; with `placeholders`, as the virtual placement of
    /// `columns` × `rows` cells that ``KittyGraphics/placeholderLines(id:columns:rows:)`` shows.
    func kittyUpload(_ image: PhotoImage, id: UInt32, columns: Int, rows: Int, placeholders: Bool) -> String {
        let size = pixels(columns: columns, rows: rows) ?? image.size
        let grid = PixelGrid(filling: size.width, size.height, from: image)
        let chunks = placeholders
            ? KittyGraphics.transmitForPlaceholders(grid, id: id, columns: columns, rows: rows)
            : KittyGraphics.transmit(grid, id: id)
        return chunks.map(wrapped).joined()
    }

    /// Sends and shows `image` at the cursor in `columns` × `rows` cells without an id (`a=T`), for printed
    /// output that never refers to it again; the cursor stays at the picture's top left (`C=1`).
    func kittyPrint(_ image: PhotoImage, columns: Int, rows: Int) -> String {
        let size = pixels(columns: columns, rows: rows) ?? image.size
        let grid = PixelGrid(filling: size.width, size.height, from: image)
        let keys = "a=T,f=24,s=\(grid.width),v=\(grid.height),c=\(columns),r=\(rows),C=1,q=2"
        return KittyGraphics.chunks(keys: keys, payload: KittyGraphics.rgbBytes(grid)).map(wrapped).joined()
    }

    /// The iTerm2 inline image of `image`'s file in `columns` × `rows` cells.
    func iterm(_ image: PhotoImage, columns: Int, rows: Int, movesCursor: Bool) -> String {
        wrapped(ITermInlineImage.sequence(jpeg: [UInt8](image.encoded), columns: columns, rows: rows, movesCursor: movesCursor))
    }

    /// `image` as a sixel picture filling `columns` × `rows` cells. Its height is cut to whole six-pixel
    /// bands: terminals draw a band whole, so a last partial band would spill into the line below.
    func sixel(_ image: PhotoImage, columns: Int, rows: Int) -> String {
        let size = pixels(columns: columns, rows: rows) ?? image.size
        let height = max(6, size.height / 6 * 6)
        return SixelEncoder.encode(PixelGrid(filling: size.width, height, from: image), maximumColors: graphics.sixelRegisters)
    }

    /// `sequence` as tmux passes it on to the terminal outside, when inside tmux.
    func wrapped(_ sequence: String) -> String {
        graphics.insideTmux ? TmuxPassthrough.wrap(sequence) : sequence
    }
}
