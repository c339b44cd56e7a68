import Domain
import Presentation

/// Decoded BlurHash pictures by hash and size, so scrolling redraws never decode the same picture twice.
/// Bounded: cleared when it holds 2,000 pictures.
@MainActor
final class SwatchCache {
    private struct Key: Hashable {
        let hash: String
        let columns: Int
        let rows: Int
    }

    private let mode: ColorMode
    private var lines: [Key: [String]] = [:]

    /// A cache drawing in `mode`.
    init(mode: ColorMode) {
        self.mode = mode
    }

    /// `columns` × `rows` cells of half blocks for `hash` (two pixel rows per cell), or a flat swatch of
    /// `color` when the hash is missing or invalid; `nil` when the terminal has no colour or neither exists.
    func picture(hash: String?, color: RGBColor?, columns: Int, rows: Int) -> [String]? {
        guard mode != .none, columns > 0, rows > 0 else { return nil }
        let key = Key(hash: hash ?? color.map { "#" + $0.hex } ?? "", columns: columns, rows: rows)
        if let cached = lines[key] { return cached }
        guard let grid = PixelGrid(placeholderFor: hash, color: color, width: columns, height: rows * 2) else { return nil }
        if lines.count >= 2_000 { lines.removeAll() }
        let drawn = HalfBlockRenderer.lines(grid, mode: mode)
        lines[key] = drawn
        return drawn
    }
}
