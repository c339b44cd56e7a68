import Synchronization

/// How many requests each of a server's fault rules has covered, shared by all its connections, so a
/// rule limited to N requests (`*N`) stops after exactly N, and one starting at the Nth (`@N`) starts
/// there, whichever connections they came on.
final class DemoFaultCounts: Sendable {
    private let counts: Mutex<[Int]>

    /// Counts for `rules` rules, all at zero.
    init(rules: Int) {
        counts = Mutex(Array(repeating: 0, count: rules))
    }

    /// Counts one more request for rule `index` and says whether the rule applies to it: from request
    /// `from` (1-based; the first when `nil`), for `limit` requests (all when `nil`).
    func take(_ index: Int, limit: Int?, from: Int? = nil) -> Bool {
        guard limit != nil || from != nil else { return true }
        let first = from ?? 1
        return counts.withLock { counts in
            if let limit, counts[index] >= first - 1 + limit { return false }  // spent: no need to count on
            counts[index] += 1
            return counts[index] >= first
        }
    }
}
