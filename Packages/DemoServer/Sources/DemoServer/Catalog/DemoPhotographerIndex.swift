import Synchronization

/// Which catalog photos each photographer took, found in one pass over the catalog on first use and kept
/// for the catalog's lifetime (copies of a ``DemoCatalog`` share it). A photographer's user object says
/// how many photos they have, so every photo needs this; replaying the opening draws of all photos once
/// is far cheaper than searching for a photographer's other photos each time one is made.
final class DemoPhotographerIndex: Sendable {
    private let table = Mutex<[DemoPhotographer: [Int]]?>(nil)

    /// Creates an empty index; nothing is computed until the first question.
    init() {}

    /// The indices of `photographer`'s photos in a catalog of `count`, ascending (newest first); a
    /// sponsored photo is the sponsor's, not the photographer drawn for it.
    func indices(of photographer: DemoPhotographer, count: Int) -> [Int] {
        table.withLock { table in
            if let table { return table[photographer] ?? [] }
            var built: [DemoPhotographer: [Int]] = [:]
            for index in 0..<count where !DemoCatalog.isSponsored(at: index) {
                built[DemoCatalog.photographer(at: index), default: []].append(index)
            }
            table = built
            return built[photographer] ?? []
        }
    }
}
