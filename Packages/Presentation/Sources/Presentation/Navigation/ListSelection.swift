/// The selected row of a list the user moves through with keys, and the rules of moving, written once for
/// every list: a page moves a screenful less one row; End goes to the last row loaded, and pressed there,
/// in a list that has more, to the last row of the next page once it comes, so End held moves a page at a
/// time, as Page Down does (going to the real end at once would spend a request per page); Page Down or
/// Down past the loaded rows of a list that has more is remembered and finished as rows arrive, so a burst
/// of keys across a page's edge moves exactly as far as it was pressed. What no rows can bring any more
/// is forgotten.
public struct ListSelection: Equatable, Sendable {
    /// A movement the user asked for.
    public enum Movement: Equatable, Sendable {
        /// One row up.
        case up
        /// One row down.
        case down
        /// A screenful of this many rows up.
        case pageUp(rows: Int)
        /// A screenful of this many rows down.
        case pageDown(rows: Int)
        /// The first row.
        case first
        /// The last row loaded; on it, the last of the next page once it comes.
        case last
    }

    /// Where a movement past the loaded rows aimed, reached as rows arrive.
    private enum Target: Equatable, Sendable {
        /// A row past the loaded ones, which Down or Page Down aimed at.
        case row(Int)
        /// The last row once rows beyond the first `loaded` have come: End pressed on the last row loaded.
        case lastOfNextRows(loaded: Int)
    }

    /// The selected row's index.
    public private(set) var index = 0
    /// Where a movement past the loaded rows aimed; the selection moves on to it as rows arrive.
    private var pendingTarget: Target?

    /// Whether a movement aimed past the loaded rows waits for more of them: the list should ask for the
    /// next page even though its last row is already in sight.
    public var awaitsRows: Bool { pendingTarget != nil }

    /// The first row selected.
    public init() {}

    /// Moves the selection by `movement` among `count` rows; `hasMore` says whether a page may still
    /// bring rows after them.
    public mutating func move(_ movement: Movement, count: Int, hasMore: Bool) {
        // Relative movements count from where earlier keys aimed, not from where rows let them get so far.
        let from = if case .row(let row)? = pendingTarget { row } else { index }
        pendingTarget = nil
        let wanted: Int
        switch movement {
        case .up: wanted = from - 1
        case .down: wanted = from + 1
        case .pageUp(let rows): wanted = from - Self.step(rows)
        case .pageDown(let rows): wanted = from + Self.step(rows)
        case .first: wanted = 0
        case .last:
            wanted = count - 1
            if hasMore && from >= count - 1 { pendingTarget = .lastOfNextRows(loaded: count) }
        }
        index = wanted
        if hasMore && wanted > count - 1 { pendingTarget = .row(wanted) }
        clamp(count: count)
    }

    /// New rows arrived (there are `count` now, and more may still come when `moreMayCome`): a Page Down
    /// that aimed past the old end moves on, and an End pressed on the old last row goes to the new one.
    /// A target the rows can no longer reach is forgotten: none may come (the list ended, or a page
    /// failed), or the list was read anew, shorter than when End was pressed.
    public mutating func rowsArrived(count: Int, moreMayCome: Bool) {
        switch pendingTarget {
        case .row(let target)? where count > index + 1:
            index = min(target, count - 1)
            if index == target { pendingTarget = nil }
        case .lastOfNextRows(let loaded)? where count > loaded:
            index = count - 1
            pendingTarget = nil
        case .lastOfNextRows(let loaded)? where count < loaded:
            pendingTarget = nil
        default: break
        }
        if !moreMayCome { pendingTarget = nil }
        clamp(count: count)
    }

    /// Gives up the row a movement aimed past the loaded ones (its page did not come): the selection stays
    /// where it got to, and the next movement counts from there.
    public mutating func forgetTarget() {
        pendingTarget = nil
    }

    /// Selects row `index` (a click), kept inside `0..<count`.
    public mutating func select(_ index: Int, count: Int) {
        pendingTarget = nil
        self.index = index
        clamp(count: count)
    }

    /// Keeps the selection inside `0..<count` (after rows were replaced or removed).
    public mutating func clamp(count: Int) {
        index = max(0, min(index, count - 1))
    }

    /// A screenful of `rows` moves one row less, so the row at the edge stays in sight.
    private static func step(_ rows: Int) -> Int { max(1, rows - 1) }
}
