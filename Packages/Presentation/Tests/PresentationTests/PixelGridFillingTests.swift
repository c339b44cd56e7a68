import Domain
import Foundation
import Presentation
import Testing

@Suite("Fitting a decoded picture to a view")
struct PixelGridFillingTests {
    /// A `width` × `height` image of four flat quadrants: red, green / blue, white.
    private func quadrants(_ width: Int, _ height: Int) throws -> PhotoImage {
        let size = try #require(PixelSize(width: width, height: height))
        let rgb = (0..<height).flatMap { y in
            (0..<width).flatMap { x -> [UInt8] in
                switch (x < width / 2, y < height / 2) {
                case (true, true): [255, 0, 0]
                case (false, true): [0, 255, 0]
                case (true, false): [0, 0, 255]
                case (false, false): [255, 255, 255]
                }
            }
        }
        return PhotoImage(size: size, rgb: rgb, encoded: Data())
    }

    @Test("given a 40×20 four-quadrant image, when fitted to 4×2, then each pixel is its quadrant's colour")
    func averagesQuadrants() throws {
        let grid = PixelGrid(filling: 4, 2, from: try quadrants(40, 20))

        #expect(grid[0, 0] == RGBColor(red: 255, green: 0, blue: 0))
        #expect(grid[3, 0] == RGBColor(red: 0, green: 255, blue: 0))
        #expect(grid[0, 1] == RGBColor(red: 0, green: 0, blue: 255))
        #expect(grid[3, 1] == RGBColor(red: 255, green: 255, blue: 255))
    }

    @Test("given a wide image, when fitted to a square, then the middle is kept and the sides are cropped")
    func cropsToFill() throws {
        // 30×10: left third red, middle green, right third blue.
        let rgb = (0..<10).flatMap { _ in (0..<30).flatMap { x -> [UInt8] in x < 10 ? [255, 0, 0] : x < 20 ? [0, 255, 0] : [0, 0, 255] } }
        let image = PhotoImage(size: try #require(PixelSize(width: 30, height: 10)), rgb: rgb, encoded: Data())

        let grid = PixelGrid(filling: 5, 5, from: image)

        #expect(grid.pixels.allSatisfy { $0 == RGBColor(red: 0, green: 255, blue: 0) })
    }

    @Test("given an image smaller than the view, when fitted, then it is enlarged bilinearly: the corners keep their quadrant's colour and the middle blends its neighbours")
    func enlargesBilinearly() throws {
        let source = try quadrants(2, 2)
        let grid = PixelGrid(filling: 8, 8, from: source)
        func near(_ a: RGBColor, _ b: RGBColor) -> Bool {
            abs(Int(a.red) - Int(b.red)) <= 8 && abs(Int(a.green) - Int(b.green)) <= 8 && abs(Int(a.blue) - Int(b.blue)) <= 8
        }

        #expect(grid.width == 8 && grid.height == 8)
        #expect(grid[0, 0] == RGBColor(red: source.rgb[0], green: source.rgb[1], blue: source.rgb[2]))
        #expect(grid[7, 7] == RGBColor(red: source.rgb[9], green: source.rgb[10], blue: source.rgb[11]))
        // Around the middle of the top edge: the two pixels either side of it average an even blend of the
        // top quadrants (each is 5/8 of its own side and 3/8 of the other).
        let blend = RGBColor(red: UInt8((Int(source.rgb[0]) + Int(source.rgb[3])) / 2), green: UInt8((Int(source.rgb[1]) + Int(source.rgb[4])) / 2), blue: UInt8((Int(source.rgb[2]) + Int(source.rgb[5])) / 2))
        let (a, b) = (grid[3, 0], grid[4, 0])
        let middle = RGBColor(red: UInt8((Int(a.red) + Int(b.red)) / 2), green: UInt8((Int(a.green) + Int(b.green)) / 2), blue: UInt8((Int(a.blue) + Int(b.blue)) / 2))
        #expect(near(middle, blend) && a != b, "\(a) \(b) ≈ \(blend)")
    }

    @Test("given quarter-block pixels twice as tall as wide, when a square image is fitted to 6×6 of them, then only its middle half across is kept, as the view shows a 1:2 box")
    func pixelAspectShapesTheCrop() throws {
        // 60×60: black outer quarters left and right, white in the middle half.
        let rgb = (0..<60).flatMap { _ in (0..<60).flatMap { x -> [UInt8] in x < 15 || x >= 45 ? [0, 0, 0] : [255, 255, 255] } }
        let image = PhotoImage(size: try #require(PixelSize(width: 60, height: 60)), rgb: rgb, encoded: Data())

        let tall = PixelGrid(filling: 6, 6, from: image, pixelAspect: 0.5)
        let square = PixelGrid(filling: 6, 6, from: image)

        #expect(tall.pixels.allSatisfy { $0 == RGBColor(red: 255, green: 255, blue: 255) })
        #expect(square[0, 0] == RGBColor(red: 0, green: 0, blue: 0))
    }
}
