import Foundation

/// The release `photolist` binary as a user runs it: time to the first page of `list --json` from process
/// start, a `sync` of 10,000 photos into an empty cache (libcurl and URLSession transports), and the peak
/// memory of those processes and of a view model paging through all 10,000 photos.
struct ProcessBenchmark {
    static let crawlPages = 334  // 10,020 photos at 30 per page

    let runs: Int
    let photolist: String
    let bench: String

    func measure(into report: inout Report) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bench-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

        // Cold start: a warm-up run creates the cache and library files, then every run is timed.
        _ = try run(["list", "--json"], environment)
        var starts = Samples()
        var listPeak = 0
        for _ in 0..<max(10, runs * 3) {
            let outcome = try run(["list", "--json"], environment)
            starts.append(outcome.wall.seconds * 1_000)
            listPeak = max(listPeak, outcome.peakResident)
        }
        report.rows.append(ReportRow(
            scenario: "Cold start", subject: "photolist list --json, start to exit (\(starts.values.count) runs)", value: starts.median,
            low: starts.minimum, high: starts.maximum, unit: "ms", spreadLabel: "min–max", target: "≤ 40 ms", met: starts.median <= 40
        ))

        var crawlHome = home
        for transport in ["curl", "urlsession"] {
            var crawls = Samples()
            var crawlPeak = 0
            for run in 0..<runs {
                let fresh = home.appendingPathComponent("crawl-\(transport)-\(run)")
                try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
                var crawlEnvironment = environment
                crawlEnvironment["HOME"] = fresh.path
                crawlEnvironment["PHOTOLIST_HTTP_CLIENT"] = transport
                let outcome = try self.run(["sync", "--pages", String(Self.crawlPages), "--per-page", "30"], crawlEnvironment)
                crawls.append(outcome.wall.seconds)
                crawlPeak = max(crawlPeak, outcome.peakResident)
                if transport == "curl" { crawlHome = fresh }
            }
            report.rows.append(ReportRow(
                scenario: "Crawl", subject: "sync 10,020 photos into an empty cache, \(transport == "curl" ? "libcurl" : "URLSession") (peak \(Self.megabytes(crawlPeak)) MB)",
                value: crawls.median, low: crawls.minimum, high: crawls.maximum, unit: "s", spreadLabel: "min–max",
                target: transport == "curl" ? "≤ 0.5 s" : nil, met: transport == "curl" ? crawls.median <= 0.5 : nil
            ))
        }

        // Memory: `list` processes over the crawled cache, and a view model paging through all of it.
        var crawledEnvironment = environment
        crawledEnvironment["HOME"] = crawlHome.path
        for page in [1, Self.crawlPages / 2, Self.crawlPages] {
            listPeak = max(listPeak, try run(["list", "--offline", "--page", String(page), "--json"], crawledEnvironment).peakResident)
        }
        report.rows.append(Self.memoryRow("photolist list (online and offline runs)", listPeak))
        let cachePath = crawlHome.appendingPathComponent(".cache/photolist/cache.sqlite").path
        let paging = try ChildProcess.run(bench, ["--child", "view-model-paging", "--cache", cachePath], environment: environment)
        guard paging.status == 0 else { throw BenchmarkFailure("the view-model paging child exited \(paging.status)") }
        report.rows.append(Self.memoryRow("PhotoListViewModel after paging through 10,020 cached photos", paging.peakResident))
    }

    private func run(_ arguments: [String], _ environment: [String: String]) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.run(photolist, arguments, environment: environment)
        guard outcome.status == 0 else { throw BenchmarkFailure("photolist \(arguments.joined(separator: " ")) exited \(outcome.status)") }
        return outcome
    }

    private static func memoryRow(_ subject: String, _ bytes: Int) -> ReportRow {
        let megabytes = Double(bytes) / 1_048_576
        return ReportRow(
            scenario: "Memory", subject: "peak RSS, \(subject)", value: megabytes, low: megabytes, high: megabytes, unit: "MB",
            spreadLabel: "max", target: "≤ 40 MB", met: megabytes <= 40
        )
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }
}
