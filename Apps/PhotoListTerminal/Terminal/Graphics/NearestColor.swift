import Domain

/// Finds the palette entry nearest a colour (squared RGB distance; the lower index on ties) without
/// trying every entry: entries are kept sorted by green, and the search walks outwards from the colour's
/// green until the green gap alone exceeds the best distance found.
struct NearestColor: Sendable {
    /// Palette entries as (green, red, blue, palette index), sorted by green then index.
    private let entries: [(green: Int, red: Int, blue: Int, index: Int)]

    /// Prepares the search over `palette`.
    init(_ palette: [RGBColor]) {
        entries = palette.enumerated()
            .map { (green: Int($1.green), red: Int($1.red), blue: Int($1.blue), index: $0) }
            .sorted { ($0.green, $0.index) < ($1.green, $1.index) }
    }

    /// The palette index nearest `color`; 0 for an empty palette.
    func index(of color: RGBColor) -> Int {
        let (red, green, blue) = (Int(color.red), Int(color.green), Int(color.blue))
        var best = (distance: Int.max, index: 0)
        func consider(_ position: Int) -> Bool {
            let entry = entries[position]
            let gap = entry.green - green
            guard gap * gap <= best.distance else { return false }
            let distance = gap * gap + (entry.red - red) * (entry.red - red) + (entry.blue - blue) * (entry.blue - blue)
            if distance < best.distance || (distance == best.distance && entry.index < best.index) {
                best = (distance, entry.index)
            }
            return true
        }
        // The first entry whose green is at least the colour's.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].green < green { low = middle + 1 } else { high = middle }
        }
        var up = low
        while up < entries.count, consider(up) { up += 1 }
        var down = low - 1
        while down >= 0, consider(down) { down -= 1 }
        return best.index
    }
}
