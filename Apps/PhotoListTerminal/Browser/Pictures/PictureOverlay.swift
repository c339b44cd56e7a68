import Presentation

/// A picture the terminal draws over the text (kitty placements, iTerm2 and sixel images), where it
/// sits on screen: the frame leaves those cells blank and the picture is written after it.
struct PictureOverlay: Equatable {
    /// Which picture.
    let key: PictureKey
    /// The screen line of its top (0 at the top of the screen).
    let row: Int
    /// The screen column of its left edge (0 at the left).
    let column: Int
    /// Its width in cells.
    let columns: Int
    /// Its height in cells.
    let rows: Int

    /// The screen lines it covers.
    var lines: Range<Int> { row..<(row + rows) }
}
