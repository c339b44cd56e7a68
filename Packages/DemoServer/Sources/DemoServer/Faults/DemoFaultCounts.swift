import Synchronization

/// How many requests each of a server's fault rules has answered, shared by all its connections, so a
/// rule limited to N requests (`*N`) stops after exactly N whichever connections they came on.
final class DemoFaultCounts: Sendable {
    private let counts: Mutex<[Int]>

    /// Counts for `rules` rules, all at zero.
    init(rules: Int) {
        counts = Mutex(Array(repeating: 0, count: rules))
    }

    /// Counts one more request for rule `index` and says whether it still applies: always without a
    /// `limit`, and for the first `limit` requests with one.
    func take(_ index: Int, limit: Int?) -> Bool {
        guard let limit else { return true }
        return counts.withLock { counts in
            guard counts[index] < limit else { return false }
            counts[index] += 1
            return true
        }
    }
}
