import Synchronization

/// Which catalog photos each photographer took, found in one pass over the catalog on first use and kept
/// for the catalog's lifetime (copies of a ``DemoCatalog`` share it). A photographer's user object says
/// how many photos they have, so every photo needs this; replaying the opening draws of all photos once
/// is far cheaper than searching for a photographer's other photos each time one is made.
final class DemoPhotographerIndex: Sendable {
    /// Each photographer's photos as a chain: their first photo by ``DemoPhotographer/number``, and for
    /// each photo the next of the same photographer. Nearly every photographer has one or two photos, so
    /// an array for each (8,653 of them in 10,020 photos) made the first page wait for as many allocations.
    private struct Chains {
        /// The first (newest) photo's index, by photographer number.
        var first: [Int: Int]
        /// For each photo index, the next photo of the same photographer, or -1 after their last (and for
        /// a sponsored photo).
        var next: [Int]
    }

    /// The chains, built by the first question (under the lock, so two first questions build them once).
    private let chains = Mutex<Chains?>(nil)

    /// Creates an empty index; nothing is computed until the first question.
    init() {}

    /// The indices of `photographer`'s photos in a catalog of `count`, ascending (newest first); a
    /// sponsored photo is the sponsor's, not the photographer drawn for it.
    func indices(of photographer: DemoPhotographer, count: Int) -> [Int] {
        chains.withLock { chains in
            if chains == nil { chains = Self.build(count: count) }
            guard let chains else { return [] }
            var indices: [Int] = []
            var index = chains.first[photographer.number] ?? -1
            while index >= 0 {
                indices.append(index)
                index = chains.next[index]
            }
            return indices
        }
    }

    /// The chains of a catalog of `count`, made from its last photo back, so each chain runs newest first.
    private static func build(count: Int) -> Chains {
        var chains = Chains(first: Dictionary(minimumCapacity: count), next: Array(repeating: -1, count: count))
        for index in (0..<count).reversed() where !DemoCatalog.isSponsored(at: index) {
            let number = DemoCatalog.photographer(at: index).number
            chains.next[index] = chains.first[number] ?? -1
            chains.first[number] = index
        }
        return chains
    }
}
