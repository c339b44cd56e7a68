import Foundation

extension DemoLook {
    /// The picture's 4 × 3 BlurHash components (see ``BlurHashEncoder/encode(components:componentsX:componentsY:)``),
    /// integrated over the window's blocks in `miniature`: each block weighted by how much of it the window
    /// covers and by the cosines at its covered part's centre (mirrored when the picture is), graded as the
    /// picture is. Separable, so a photo costs a few thousand block visits, not a render.
    func blurHashComponents(_ miniature: DemoMiniature, componentsX: Int = 4, componentsY: Int = 3) -> [(Double, Double, Double)] {
        let block = Double(DemoMiniature.block)
        let (left, top) = (window.x / block, window.y / block)
        let (right, bottom) = (left + window.width / block, top + window.height / block)
        // Per covered column (row): its coverage times cos(π · i · u) at the centre of its covered part.
        func weights(from start: Double, to end: Double, limit: Int, components: Int, mirrored: Bool) -> (first: Int, table: [[Double]]) {
            let first = max(0, Int(start.rounded(.down))), last = min(limit, Int(end.rounded(.up)))
            let table = (0..<components).map { component in
                (first..<last).map { cell in
                    let (low, high) = (max(Double(cell), start), min(Double(cell + 1), end))
                    guard high > low else { return 0.0 }
                    let position = ((low + high) / 2 - start) / (end - start)
                    return (high - low) * cos(Double.pi * Double(component) * (mirrored ? 1 - position : position))
                }
            }
            return (first, table)
        }
        let columns = weights(from: left, to: right, limit: miniature.width, components: componentsX, mirrored: flipped)
        let rows = weights(from: top, to: bottom, limit: miniature.height, components: componentsY, mirrored: false)
        let (columnCount, rowCount) = (columns.table[0].count, rows.table[0].count)
        let graded = gradedLinear(miniature, columns: columns.first..<columns.first + columnCount, rows: rows.first..<rows.first + rowCount)
        // Down each column first: sums[(j · columns + column) · 3 + channel] = Σ over rows of the row weight
        // j times the block. Flat arrays through unsafe buffers: every photo of every page comes here, and
        // nested arrays of tuples checked uniqueness on each addition.
        var sums = [Double](repeating: 0, count: componentsY * columnCount * 3)
        sums.withUnsafeMutableBufferPointer { sums in
            graded.withUnsafeBufferPointer { graded in
                for j in 0..<componentsY {
                    let row0 = j * columnCount * 3
                    for row in 0..<rowCount {
                        let weight = rows.table[j][row]
                        guard weight != 0 else { continue }
                        let block0 = row * columnCount * 3
                        for offset in 0..<columnCount * 3 {
                            sums[row0 + offset] += weight * graded[block0 + offset]
                        }
                    }
                }
            }
        }
        let area = (right - left) * (bottom - top)
        var components: [(Double, Double, Double)] = []
        components.reserveCapacity(componentsX * componentsY)
        for j in 0..<componentsY {
            for i in 0..<componentsX {
                var total = (0.0, 0.0, 0.0)
                let weights = columns.table[i]
                for column in 0..<columnCount {
                    let (weight, sum) = (weights[column], 3 * (j * columnCount + column))
                    total.0 += weight * sums[sum]
                    total.1 += weight * sums[sum + 1]
                    total.2 += weight * sums[sum + 2]
                }
                let scale = (i == 0 && j == 0 ? 1.0 : 2.0) / area
                components.append((total.0 * scale, total.1 * scale, total.2 * scale))
            }
        }
        return components
    }

    /// The linear-light blocks of `miniature` in `columns` × `rows`, row by row, red, green and blue of each
    /// in turn, graded by ``tone`` (which works on sRGB values, so each block goes to sRGB, its
    /// ``DemoMiniature/linearAsSRGB``, and back unless the tone is natural).
    private func gradedLinear(_ miniature: DemoMiniature, columns: Range<Int>, rows: Range<Int>) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(3 * columns.count * rows.count)
        let (toLinear, grade, encoded) = (Self.sRGBToLinear, DemoGrade(tone), miniature.linearAsSRGB)
        for row in rows {
            let rowStart = 3 * (row * miniature.width + columns.lowerBound)
            guard tone != .natural else {
                for cell in rowStart..<rowStart + 3 * columns.count {
                    values.append(Double(miniature.linear[cell]))
                }
                continue
            }
            for cell in stride(from: rowStart, to: rowStart + 3 * columns.count, by: 3) {
                let (red, green, blue) = grade.apply(Float(encoded[cell]), Float(encoded[cell + 1]), Float(encoded[cell + 2]))
                values.append(toLinear[Int(DemoResampler.channel(red))])
                values.append(toLinear[Int(DemoResampler.channel(green))])
                values.append(toLinear[Int(DemoResampler.channel(blue))])
            }
        }
        return values
    }

    /// Each 8-bit sRGB value in linear light, made once rather than for every photo of every page.
    private static let sRGBToLinear = (0..<256).map { BlurHashEncoder.sRGBToLinear(Double($0) / 255) }
}
