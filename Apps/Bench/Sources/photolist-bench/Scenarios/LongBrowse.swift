/// A long browse, read from the marks `ViewModelPaging` prints ("mark ROWS CPU_MS RESIDENT_BYTES" at every
/// 1,000 rows): whether paging stays flat as rows pile up. Each figure is a ratio of the last 1,000 rows
/// to the first 1,000, so it means the same on a busy machine, plus the memory each loaded row costs.
struct LongBrowse {
    struct Mark {
        let rows: Int
        let milliseconds: Double
        let resident: Int
    }

    let marks: [Mark]

    init(marks text: String) throws {
        marks = text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count == 4, fields[0] == "mark", let rows = Int(fields[1]), let milliseconds = Double(fields[2]),
                  let resident = Int(fields[3]) else { return nil }
            return Mark(rows: rows, milliseconds: milliseconds, resident: resident)
        }
        guard marks.count >= 4 else { throw BenchmarkFailure("the long browse printed \(marks.count) marks, not one per 1,000 rows") }
    }

    /// The figures of one browse: processor time per 1,000 rows at the start and at the end, their
    /// ratio, memory per loaded row, and the ratio of the last 1,000 rows' memory growth to rows 1,000–2,000's.
    var figures: (cpuFirst: Double, cpuLast: Double, cpuRatio: Double, bytesPerRow: Double, memoryRatio: Double) {
        let first = (marks[0], marks[1])
        let last = (marks[marks.count - 2], marks[marks.count - 1])
        func cpu(_ pair: (Mark, Mark)) -> Double { (pair.1.milliseconds - pair.0.milliseconds) / Double(pair.1.rows - pair.0.rows) * 1_000 }
        // The first 1,000 rows' memory includes what the first page sets up once, so growth is measured from
        // the second mark: rows 1,000 to 2,000 against the last 1,000.
        let early = (marks[1], marks[2])
        func growth(_ pair: (Mark, Mark)) -> Double { Double(pair.1.resident - pair.0.resident) / Double(pair.1.rows - pair.0.rows) }
        let bytesPerRow = Double(last.1.resident - marks[1].resident) / Double(last.1.rows - marks[1].rows)
        return (cpu(first), cpu(last), cpu(last) / cpu(first), bytesPerRow, growth(early) > 0 ? growth(last) / growth(early) : 1)
    }

    /// The report's rows for several browses: the median of each figure, with its spread.
    static func rows(_ browses: [LongBrowse]) -> [ReportRow] {
        let figures = browses.map(\.figures)
        let cpuFirst = Samples(figures.map(\.cpuFirst)), cpuLast = Samples(figures.map(\.cpuLast))
        let cpuRatio = Samples(figures.map(\.cpuRatio)), memoryRatio = Samples(figures.map(\.memoryRatio))
        let perRow = Samples(figures.map { $0.bytesPerRow / 1_024 })
        let rows = browses.first.map { $0.marks[$0.marks.count - 1].rows } ?? 0
        return [
            row("processor time per 1,000 rows, first 1,000", cpuFirst, unit: "ms", target: nil),
            row("processor time per 1,000 rows, last 1,000 (to \(rows))", cpuLast, unit: "ms", target: nil),
            row("processor time per row: last 1,000 ÷ first 1,000", cpuRatio, unit: "×", target: ("≤ 1.25×", cpuRatio.median <= 1.25)),
            row("memory per loaded row, 1,000 to \(rows) rows", perRow, unit: "KB", target: ("≤ 2 KB", perRow.median <= 2)),
            row("memory per row: last 1,000 ÷ 1,000–2,000", memoryRatio, unit: "×", target: ("≤ 1.25×", memoryRatio.median <= 1.25)),
        ]
    }

    private static func row(_ subject: String, _ samples: Samples, unit: String, target: (String, Bool)?) -> ReportRow {
        ReportRow(
            scenario: "Long browse", subject: subject, value: samples.median, low: samples.minimum, high: samples.maximum,
            unit: unit, spreadLabel: "min–max", target: target?.0, met: target?.1
        )
    }
}
