import Domain
import Synchronization

/// The ids of a list's rows, a set that a page turn adds to in place.
///
/// A `Set<PhotoID>` in the state was copied whole on every page turn: the previous state, still held by
/// the relay that published it, shares its storage, so the first insert copied every listed id (the
/// longer the browse, the slower each turn). Here the states of one list share one append-only table of
/// id → the order it was listed in, and each state sees the first `count` entries. Adding to the newest
/// state (the only one a list ever adds to) appends in place; adding to an older one, whose view is not
/// the end of the table, copies its entries first, so every state keeps value semantics.
struct ListedIDs: Equatable, Sendable {
    private var table: OrdinalTable
    /// How many of the table's entries this value holds: those listed `0..<count`.
    private(set) var count: Int

    /// No ids.
    init() {
        table = OrdinalTable([:])
        count = 0
    }

    /// The ids of `ids`, in order, each once.
    init(_ ids: some Sequence<PhotoID>) {
        self.init()
        for id in ids { insert(id) }
    }

    /// Whether `id` is listed.
    func contains(_ id: PhotoID) -> Bool {
        table.ordinals.withLock { ($0[id] ?? .max) < count }
    }

    /// Lists `id`; `false` when it was listed already.
    @discardableResult
    mutating func insert(_ id: PhotoID) -> Bool {
        let count = self.count
        let outcome = table.ordinals.withLock { ordinals -> Bool? in
            // Only the value that sees the whole table may append to it; another copy appended past this one.
            guard ordinals.count == count else {
                if let ordinal = ordinals[id], ordinal < count { return false }
                return nil
            }
            // The usual case, a new id at the end, hashes the id once; an id already listed is put back.
            guard let listed = ordinals.updateValue(count, forKey: id) else { return true }
            ordinals[id] = listed
            return false
        }
        switch outcome {
        case true?:
            self.count += 1
            return true
        case false?:
            return false
        case nil:
            let mine = table.ordinals.withLock { $0.filter { $0.value < count } }
            table = OrdinalTable(mine)
            return insert(id)
        }
    }

    /// The ids this value holds, in no particular order.
    private var members: [PhotoID] {
        let count = self.count
        return table.ordinals.withLock { ordinals in ordinals.compactMap { $0.value < count ? $0.key : nil } }
    }

    static func == (lhs: ListedIDs, rhs: ListedIDs) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Views of one table of the same length hold the same ids.
        if lhs.table === rhs.table { return true }
        // Read one table, then the other: never both locks at once.
        return lhs.members.allSatisfy(rhs.contains)
    }
}

/// The table ``ListedIDs`` values share: each id listed, with the order it was listed in.
private final class OrdinalTable: Sendable {
    let ordinals: Mutex<[PhotoID: Int]>

    init(_ ordinals: [PhotoID: Int]) {
        self.ordinals = Mutex(ordinals)
    }
}
