import Foundation

/// One row of the benchmark table: a measured figure, its spread, and the target it is held to.
struct ReportRow: Codable, Sendable {
    /// The scenario group ("HTTP sequential").
    let scenario: String
    /// What was measured ("curl client").
    let subject: String
    /// The median.
    let value: Double
    /// The lowest and highest sample (or p50 and p99 for latencies, as `spreadLabel` says).
    let low: Double
    let high: Double
    /// The unit of `value` ("req/s", "ms", "MB", "×").
    let unit: String
    /// What `low`…`high` are ("min–max", "p50–p99").
    let spreadLabel: String
    /// The goal, as text ("≥ 6×", "≤ 40 ms"), if one is set.
    let target: String?
    /// Whether `value` meets the goal (nil when none is set).
    let met: Bool?
}

/// The whole run: where and when it ran, and every row.
struct Report: Codable, Sendable {
    let date: String
    let machine: String
    let cores: Int
    let runs: Int
    var rows: [ReportRow] = []

    /// The table printed at the end of a run (and pasted into the README's Performance section).
    func table() -> String {
        var lines = ["| scenario | subject | median | spread | target |", "|---|---|---|---|---|"]
        for row in rows {
            let target = row.target.map { "\($0) \(row.met == true ? "✅" : "❌")" } ?? ""
            lines.append("| \(row.scenario) | \(row.subject) | \(Self.format(row.value)) \(row.unit) | \(row.spreadLabel) \(Self.format(row.low))–\(Self.format(row.high)) | \(target) |")
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String {
        switch abs(value) {
        case 0: "0"
        case ..<0.01: String(format: "%.4f", value)
        case ..<1: String(format: "%.3f", value)
        case ..<100: String(format: "%.2f", value)
        default: String(format: "%.0f", value)
        }
    }

    /// The CPU model and core count, from /proc/cpuinfo.
    static func machine() -> (String, Int) {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        return (model, ProcessInfo.processInfo.activeProcessorCount)
    }
}
