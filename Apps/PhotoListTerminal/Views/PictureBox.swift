import Domain

/// The cells a picture takes on a terminal: the largest box with the picture's proportions that fits the
/// space it is given on both axes. One rule for every view that draws a whole picture (`show --image`,
/// `list --images`, the browser's detail and its list's preview), so none of them crops: a portrait in a
/// wide space is narrower than the space, a panorama in a tall one is shorter. (A list row's thumbnail is
/// the one picture that fills its cells, cropping to do so.)
public struct PictureBox: Equatable, Sendable {
    /// Cells across.
    public let columns: Int
    /// Cells down.
    public let rows: Int

    /// A box of `columns` × `rows` cells (each at least 1).
    init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
    }

    /// The box a decoded picture of `size` is drawn in, when the photo's declared proportions gave it
    /// `self`: the same, unless the picture's own proportions are not the box's (`PixelSize/hasProportions(ofWidth:height:)`:
    /// a service sent a crop, or the source declared a size the picture does not have), then the largest
    /// box of the picture's own shape within `space` (by default this box). Printed output, which lays out
    /// nothing beside the picture, passes the whole space: a landscape declared as a tall portrait would
    /// otherwise shrink to a sliver of the portrait's box.
    func fitting(_ size: PixelSize, within space: PictureBox? = nil, cell: CellPixelSize = .fallback) -> PictureBox {
        guard !size.hasProportions(ofWidth: Double(columns * max(1, cell.width)), height: Double(rows * max(1, cell.height))) else { return self }
        let room = space ?? self
        return PictureBox(fitting: Double(size.width) / Double(size.height), columns: room.columns, rows: room.rows, cell: cell)
    }

    /// The largest box of `aspectRatio` (width ÷ height) within `columns` × `rows` cells (each at least 1),
    /// a cell being `cell` pixels (twice as tall as wide unless the terminal says otherwise); 1 × 1 at least.
    init(fitting aspectRatio: Double, columns: Int, rows: Int, cell: CellPixelSize = .fallback) {
        let (maximumColumns, maximumRows) = (max(1, columns), max(1, rows))
        let ratio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
        // In pixels: the space is wider than the picture's proportions, so its height decides; or not.
        let (spaceWidth, spaceHeight) = (Double(maximumColumns * max(1, cell.width)), Double(maximumRows * max(1, cell.height)))
        if spaceWidth / spaceHeight > ratio {
            self.rows = maximumRows
            self.columns = max(1, min(maximumColumns, Int((spaceHeight * ratio / Double(max(1, cell.width))).rounded())))
        } else {
            self.columns = maximumColumns
            self.rows = max(1, min(maximumRows, Int((spaceWidth / ratio / Double(max(1, cell.height))).rounded())))
        }
    }
}
