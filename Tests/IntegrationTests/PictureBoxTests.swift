import Domain
@testable import PhotoListTerminal
import Testing

/// The one rule for the box a whole picture gets: its proportions, the largest that fits both axes.
@Suite("The box a picture gets")
struct PictureBoxTests {
    @Test("given a portrait, a landscape, a square and a panorama, when boxed in 80×24, 100×40 and 200×60 cells, then each keeps its proportions within 5 % and fits both axes", arguments: [0.667, 1.5, 1.0, 10.0, 0.1])
    func keepsProportionsAndFits(aspectRatio: Double) {
        for (columns, rows) in [(80, 24), (100, 40), (200, 60)] {
            let box = PictureBox(fitting: aspectRatio, columns: columns, rows: rows)
            // A cell of the fallback shape is twice as tall as wide.
            let drawn = Double(box.columns) / Double(box.rows * 2)

            #expect(box.columns <= columns && box.rows <= rows)
            #expect(box.columns == columns || box.rows == rows, "one axis is filled: \(box) in \(columns)×\(rows)")
            if box.columns > 2 && box.rows > 2 {
                #expect(abs(drawn / aspectRatio - 1) < 0.05, "\(aspectRatio) drawn as \(drawn) in \(box)")
            }
        }
    }

    @Test("given a cell of another shape (8×16, 9×21), when a square is boxed, then its pixels, not its cells, come out square")
    func followsTheCellShape() {
        let box = PictureBox(fitting: 1, columns: 100, rows: 40, cell: CellPixelSize(width: 9, height: 21))

        #expect(abs(Double(box.columns * 9) / Double(box.rows * 21) - 1) < 0.05, "\(box)")
    }

    @Test("given absurd proportions (0, negative, infinite, 1000:1, 1:1000) or spaces of zero cells, when boxed, then the box is at least 1×1 and never larger than the space", arguments: [0, -2, Double.infinity, Double.nan, 1_000, 0.001])
    func absurdInputsStayInside(aspectRatio: Double) {
        for (columns, rows) in [(80, 24), (0, 0), (1, 500), (500, 1)] {
            let box = PictureBox(fitting: aspectRatio, columns: columns, rows: rows)

            #expect(box.columns >= 1 && box.rows >= 1)
            #expect(box.columns <= max(1, columns) && box.rows <= max(1, rows))
        }
    }

    @Test("given a box made for a 3:2 photo, when the picture that arrives is square (a service's crop), then it gets a square box inside; a picture within 5 % of the box keeps it")
    func aCropGetsABoxOfItsOwnShape() throws {
        let declared = PictureBox(fitting: 1.5, columns: 60, rows: 20)
        let square = declared.fitting(try #require(PixelSize(width: 400, height: 400)))
        let rounded = declared.fitting(try #require(PixelSize(width: 601, height: 399)))

        #expect(declared.columns == 60 && declared.rows == 20)
        #expect(square.rows == 20 && square.columns == 40)
        #expect(rounded == declared)
    }

    @Test("given a box made for a photo declared 1:10 in a wide space, when the picture that arrives is 4:3, then within that space it gets the largest 4:3 box, not a sliver of the tall box; one of the declared shape keeps the declared box")
    func aPictureOfAnotherShapeTakesTheSpace() throws {
        let space = PictureBox(columns: 100, rows: 28)
        let declared = PictureBox(fitting: 0.1, columns: 100, rows: 28)
        let landscape = declared.fitting(try #require(PixelSize(width: 640, height: 480)), within: space)
        let asDeclared = declared.fitting(try #require(PixelSize(width: 60, height: 560)), within: space)

        #expect(declared.columns < 10)
        #expect(landscape.rows == 28 && landscape.columns == 75, "\(landscape)")
        #expect(declared.fitting(try #require(PixelSize(width: 640, height: 480))).columns == declared.columns, "without a space, the declared box bounds it")
        #expect(asDeclared == declared)
    }
}
