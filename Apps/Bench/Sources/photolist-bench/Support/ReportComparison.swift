import Foundation

/// Two bench runs side by side (`Scripts/bench --compare A.json B.json`): each row of the later run with
/// the earlier run's figure for the same scenario and subject, and how it moved. Absolute figures swing
/// between runs here; the ratio rows (×) are the ones worth comparing.
struct ReportComparison {
    let before: Report
    let after: Report

    /// Reads two reports written by `--json`.
    /// - Throws: a ``BenchmarkFailure`` naming a file that cannot be read or is not a report.
    init(before: String, after: String) throws {
        func load(_ path: String) throws -> Report {
            do {
                return try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw BenchmarkFailure("\(path) is not a bench report: \(error.localizedDescription)")
            }
        }
        self.before = try load(before)
        self.after = try load(after)
    }

    /// The comparison table: rows of the later run in its order, then rows only the earlier run had.
    func table() -> String {
        var lines = [
            "A: \(before.date), \(before.machine), \(before.runs) runs · B: \(after.date), \(after.machine), \(after.runs) runs",
            "",
            "| scenario | subject | A | B | B ÷ A | target (B) |",
            "|---|---|---|---|---|---|",
        ]
        func key(_ row: ReportRow) -> String { row.scenario + "\u{0}" + row.subject }
        let earlier = Dictionary(before.rows.map { (key($0), $0) }) { first, _ in first }
        for row in after.rows {
            let old = earlier[key(row)]
            let change = old.map { $0.value == 0 ? "—" : Report.format(row.value / $0.value) + "×" } ?? "new"
            let target = row.target.map { "\($0) \(row.met == true ? "✅" : "❌")" } ?? ""
            lines.append("| \(row.scenario) | \(row.subject) | \(old.map { Report.format($0.value) + " " + $0.unit } ?? "—") | \(Report.format(row.value)) \(row.unit) | \(change) | \(target) |")
        }
        let later = Set(after.rows.map(key))
        for row in before.rows where !later.contains(key(row)) {
            lines.append("| \(row.scenario) | \(row.subject) | \(Report.format(row.value)) \(row.unit) | — | gone | |")
        }
        return lines.joined(separator: "\n")
    }
}
