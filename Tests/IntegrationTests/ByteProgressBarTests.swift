import Domain
@testable import PhotoListTerminal
import Testing

/// The download's progress bar on standard error.
@Suite("ByteProgressBar")
struct ByteProgressBarTests {
    @Test("given a transfer's every count, through each unit and a retry, when drawn on a wide or a narrow terminal, then the bar keeps one length and no line reaches the last column", arguments: [
        Int64(3_000_000), 999_999, 1_000, 45_000_000_000,
    ], [80, 50, 30])
    func keepsItsLength(expected: Int64, width: Int) {
        let bar = ByteProgressBar(label: "download VwnS_lbe34J", isEnabled: false) { _ in }
        let step = Swift.max(expected / 2_000, 1)
        var counts: [Int64] = [999, 999_999, 999_999_999, expected]
        for count in stride(from: Int64(0), through: expected, by: Int(step)) { counts.append(count) }

        for attempt in [1, 2] {
            let lines = counts.filter { $0 <= expected }.map {
                bar.line(DownloadProgress(receivedBytes: $0, expectedBytes: expected, attempt: attempt), width: width)
            }
            let cells = Set(lines.filter { $0.contains("[") }.map { $0.split(separator: "[")[1].split(separator: "]")[0].count })
            #expect(cells.count <= 1, "attempt \(attempt): bar lengths \(cells.sorted())")
            #expect(width < 80 || cells.count == 1, "a bar at 80 columns")
            #expect(lines.allSatisfy { TerminalText.width($0) < width }, "\(lines.max { $0.count < $1.count } ?? "")")
        }
    }
}
