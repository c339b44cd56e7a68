/// How many single-character edits (an insertion, a deletion, a substitution, a swap of neighbours) turn
/// one word into another: the optimal string alignment distance. It names the likely typo behind an unknown
/// command (`lst` for `list`) and an unknown settings key (`sourc` for `source`).
enum EditDistance {
    /// The distance between `a` and `b`, compared character by character as given (callers fold case);
    /// the longer length for words past 64 characters, which no command or key is.
    static func between(_ a: String, _ b: String) -> Int {
        let (a, b) = (Array(a), Array(b))
        guard !a.isEmpty, !b.isEmpty, a.count <= 64, b.count <= 64 else { return max(a.count, b.count) }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
