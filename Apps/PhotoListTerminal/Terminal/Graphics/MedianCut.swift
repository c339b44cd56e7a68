import Domain
import Presentation

/// Median cut over a 6-bit per channel histogram (fine enough that a smooth gradient offers 256 boxes): the box of histogram cells that weighs most (pixels ×
/// its longest side) is split at its pixel median along that side until there are enough boxes; each box's
/// colour is the mean of its pixels.
enum MedianCut {
    /// One occupied histogram cell: its index and 6-bit coordinates, pixel count and channel sums.
    private struct Cell {
        var key: Int
        var coordinates: (Int, Int, Int)
        var count = 0
        var sums = (0, 0, 0)

        /// The coordinate along `axis` (0 red, 1 green, 2 blue).
        func coordinate(_ axis: Int) -> Int {
            axis == 0 ? coordinates.0 : axis == 1 ? coordinates.1 : coordinates.2
        }
    }

    /// A box: the cells `range` of the working array, its pixel count, and its longest axis and extent.
    private struct Box {
        var range: Range<Int>
        var population: Int
        var axis: Int
        var extent: Int

        /// How much splitting it is worth: pixels times extent.
        var weight: Int { population * extent }
    }

    /// At most `colors` colours that stand for `grid`'s pixels.
    static func palette(_ grid: PixelGrid, colors: Int) -> [RGBColor] {
        var cells = histogram(grid)
        guard !cells.isEmpty else { return [] }
        var boxes = [box(cells, 0..<cells.count)]
        while boxes.count < colors {
            // The heaviest box that can still be split; the first one on ties keeps this deterministic.
            var heaviest: Int?
            for index in boxes.indices where boxes[index].extent > 0 {
                if heaviest.map({ boxes[index].weight > boxes[$0].weight }) ?? true { heaviest = index }
            }
            guard let chosen = heaviest else { break }
            let (lower, upper) = split(&cells, boxes[chosen])
            boxes[chosen] = lower
            boxes.append(upper)
        }
        return boxes.map { mean(cells[$0.range]) }
    }

    /// The occupied cells of the 64×64×64 histogram, in cell order. A small picture (a thumbnail) counts
    /// into a dictionary, so its cost follows its pixels, not the histogram's 262,144 cells.
    private static func histogram(_ grid: PixelGrid) -> [Cell] {
        func key(_ pixel: RGBColor) -> Int { Int(pixel.red >> 2) << 12 | Int(pixel.green >> 2) << 6 | Int(pixel.blue >> 2) }
        func cell(_ key: Int, _ count: Int, _ sums: (Int, Int, Int)) -> Cell {
            Cell(key: key, coordinates: (key >> 12, key >> 6 & 63, key & 63), count: count, sums: sums)
        }
        if grid.pixels.count < 65_536 {
            var found: [Int: (count: Int, sums: (Int, Int, Int))] = [:]
            for pixel in grid.pixels {
                let key = key(pixel)
                var entry = found[key] ?? (0, (0, 0, 0))
                entry.count += 1
                entry.sums = (entry.sums.0 + Int(pixel.red), entry.sums.1 + Int(pixel.green), entry.sums.2 + Int(pixel.blue))
                found[key] = entry
            }
            return found.keys.sorted().map { cell($0, found[$0]!.count, found[$0]!.sums) }
        }
        var counts = [Int32](repeating: 0, count: 262_144)
        var sums = [(Int, Int, Int)](repeating: (0, 0, 0), count: 262_144)
        for pixel in grid.pixels {
            let key = key(pixel)
            counts[key] += 1
            sums[key].0 += Int(pixel.red)
            sums[key].1 += Int(pixel.green)
            sums[key].2 += Int(pixel.blue)
        }
        return counts.indices.compactMap { key in counts[key] == 0 ? nil : cell(key, Int(counts[key]), sums[key]) }
    }

    /// The box over `cells[range]`, measured.
    private static func box(_ cells: [Cell], _ range: Range<Int>) -> Box {
        var low = [63, 63, 63], high = [0, 0, 0], population = 0
        for cell in cells[range] {
            population += cell.count
            for axis in 0..<3 {
                low[axis] = min(low[axis], cell.coordinate(axis))
                high[axis] = max(high[axis], cell.coordinate(axis))
            }
        }
        let extents = (0..<3).map { high[$0] - low[$0] }
        let axis = extents.indices.max { extents[$0] < extents[$1] || (extents[$0] == extents[$1] && $0 > $1) } ?? 0
        return Box(range: range, population: population, axis: axis, extent: extents[axis])
    }

    /// Sorts the box's cells along its axis and cuts it where half its pixels lie on each side; both
    /// halves keep at least one cell.
    private static func split(_ cells: inout [Cell], _ box: Box) -> (Box, Box) {
        let axis = box.axis
        cells[box.range].sort { lhs, rhs in
            let (a, b) = (lhs.coordinate(axis), rhs.coordinate(axis))
            return a != b ? a < b : lhs.key < rhs.key
        }
        var cut = box.range.lowerBound + 1
        var seen = cells[box.range.lowerBound].count
        while cut < box.range.upperBound - 1, seen * 2 < box.population {
            seen += cells[cut].count
            cut += 1
        }
        return (self.box(cells, box.range.lowerBound..<cut), self.box(cells, cut..<box.range.upperBound))
    }

    /// The pixel-weighted mean colour of `cells`.
    private static func mean(_ cells: ArraySlice<Cell>) -> RGBColor {
        let total = max(1, cells.reduce(0) { $0 + $1.count })
        let sums = cells.reduce((0, 0, 0)) { ($0.0 + $1.sums.0, $0.1 + $1.sums.1, $0.2 + $1.sums.2) }
        func channel(_ sum: Int) -> UInt8 { UInt8(clamping: (sum + total / 2) / total) }
        return RGBColor(red: channel(sums.0), green: channel(sums.1), blue: channel(sums.2))
    }
}
