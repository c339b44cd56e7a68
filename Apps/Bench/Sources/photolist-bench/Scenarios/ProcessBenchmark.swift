import Foundation

/// The release `photolist` binary as a user runs it: time to the first page of `list --json` from process
/// start, a `sync` of 10,020 photos into an empty cache, and the peak
/// memory of those processes and of a view model paging through all 10,000 photos.
struct ProcessBenchmark {
    static let crawlPages = 334  // 10,020 photos at 30 per page

    let runs: Int
    let photolist: String
    /// The same binary built with `--static-swift-stdlib`, when there is one.
    let staticPhotolist: String?
    /// The Foundation hello world that start-up and memory are measured against.
    let helloWorld: String
    let bench: String

    func measure(into report: inout Report) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bench-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

        // Cold start: a warm-up run creates the cache and library files, then every run is timed, each beside
        // a run of the hello-world floor so each ratio compares figures from the same moment. `list --json`
        // runs twice: with the demo server started inside the process (what a new user runs), and against a
        // `photolist serve` already running, as a client of a remote source is.
        let server = try DemoServerProcess(photolist: photolist, environment: environment)
        defer { server.stop() }
        let remoteList = ["list", "--json", "--base-url", server.baseURL]
        _ = try run(["list", "--json"], environment)
        _ = try run(remoteList, environment)
        var listPeak = 0
        for (label, binary) in [("", photolist)] + (staticPhotolist.map { [(", static stdlib", $0)] } ?? []) {
            var ratios = (
                version: Samples(), list: Samples(), remote: Samples(), offline: Samples(),
                memory: Samples(), remoteMemory: Samples(), offlineMemory: Samples()
            )
            var times = (hello: Samples(), version: Samples(), list: Samples(), remote: Samples(), offline: Samples())
            for _ in 0..<max(10, runs * 3) {
                let hello = try ChildProcess.run(helloWorld, [], environment: environment)
                let version = try run(["--version"], environment, binary: binary)
                let list = try run(["list", "--json"], environment, binary: binary)
                let remote = try run(remoteList, environment, binary: binary)
                let offline = try run(["list", "--offline", "--json"], environment, binary: binary)
                times.hello.append(hello.wall.seconds * 1_000)
                times.version.append(version.wall.seconds * 1_000)
                times.list.append(list.wall.seconds * 1_000)
                times.remote.append(remote.wall.seconds * 1_000)
                times.offline.append(offline.wall.seconds * 1_000)
                ratios.version.append(version.wall.seconds / hello.wall.seconds)
                ratios.list.append(list.wall.seconds / hello.wall.seconds)
                ratios.remote.append(remote.wall.seconds / hello.wall.seconds)
                ratios.offline.append(offline.wall.seconds / hello.wall.seconds)
                ratios.memory.append(Double(list.peakResident) / Double(hello.peakResident))
                ratios.remoteMemory.append(Double(remote.peakResident) / Double(hello.peakResident))
                ratios.offlineMemory.append(Double(offline.peakResident) / Double(hello.peakResident))
                listPeak = max(listPeak, list.peakResident)
            }
            let count = times.hello.values.count
            report.rows += [
                Self.timeRow("a Foundation hello world, start to exit (\(count) runs)", times.hello),
                Self.timeRow("photolist\(label) --version", times.version),
                Self.timeRow("photolist\(label) list --json (demo, cache files exist)", times.list),
                Self.ratioRow("photolist\(label) --version ÷ hello world", ratios.version, goal: 1.5),
                Self.ratioRow("photolist\(label) list --json ÷ hello world", ratios.list, goal: 2),
                Self.ratioRow("photolist\(label) list --json peak RSS ÷ hello world's", ratios.memory, goal: 2),
                // The same listing from a source in another process: no server started, libcurl loaded.
                Self.timeRow("photolist\(label) list --json --base-url (a running photolist serve)", times.remote),
                Self.ratioRow("photolist\(label) list --json --base-url ÷ hello world", ratios.remote, goal: 2),
                Self.ratioRow("photolist\(label) list --json --base-url peak RSS ÷ hello world's", ratios.remoteMemory, goal: 2),
                // A listing from the cache alone: no demo server, no request, so no libcurl.
                Self.timeRow("photolist\(label) list --offline --json (the cached first page)", times.offline),
                Self.ratioRow("photolist\(label) list --offline --json ÷ hello world", ratios.offline, goal: 2),
                Self.ratioRow("photolist\(label) list --offline --json peak RSS ÷ hello world's", ratios.offlineMemory, goal: 2),
            ]
        }

        var crawlHome = home
        var crawls = Samples()
        var crawlPeak = 0
        for run in 0..<runs {
            let fresh = home.appendingPathComponent("crawl-\(run)")
            try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
            var crawlEnvironment = environment
            crawlEnvironment["HOME"] = fresh.path
            let outcome = try self.run(["sync", "--pages", String(Self.crawlPages), "--per-page", "30"], crawlEnvironment)
            crawls.append(outcome.wall.seconds)
            crawlPeak = max(crawlPeak, outcome.peakResident)
            crawlHome = fresh
        }
        report.rows.append(ReportRow(
            scenario: "Crawl", subject: "sync 10,020 photos into an empty cache (peak \(Self.megabytes(crawlPeak)) MB)",
            value: crawls.median, low: crawls.minimum, high: crawls.maximum, unit: "s", spreadLabel: "min–max",
            target: nil, met: nil
        ))

        // The client alone: the same crawl against the `photolist serve` process, counting the sync process's
        // own processor time (the server's is spent in the other process).
        var clientCPU = Samples()
        var clientWall = Samples()
        for run in 0..<runs {
            let fresh = home.appendingPathComponent("crawl-client-\(run)")
            try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
            var crawlEnvironment = environment
            crawlEnvironment["HOME"] = fresh.path
            let outcome = try self.run(
                ["sync", "--base-url", server.baseURL, "--pages", String(Self.crawlPages), "--per-page", "30"], crawlEnvironment
            )
            clientCPU.append(outcome.cpu.seconds)
            clientWall.append(outcome.wall.seconds)
        }
        report.rows += [
            ReportRow(
                scenario: "Crawl", subject: "sync 10,020 photos from a separate photolist serve, wall time", value: clientWall.median,
                low: clientWall.minimum, high: clientWall.maximum, unit: "s", spreadLabel: "min–max", target: nil, met: nil
            ),
            ReportRow(
                scenario: "Crawl", subject: "the same sync: the client's processor time (user + system)", value: clientCPU.median,
                low: clientCPU.minimum, high: clientCPU.maximum, unit: "s", spreadLabel: "min–max", target: "≤ 0.3 s",
                met: clientCPU.median <= 0.3
            ),
        ]

        // Memory: `list` processes over the crawled cache, and a view model paging through all of it.
        var crawledEnvironment = environment
        crawledEnvironment["HOME"] = crawlHome.path
        for page in [1, Self.crawlPages / 2, Self.crawlPages] {
            listPeak = max(listPeak, try run(["list", "--offline", "--page", String(page), "--json"], crawledEnvironment).peakResident)
        }
        report.rows.append(Self.memoryRow("photolist list (online and offline runs)", listPeak))
        let cachePath = crawlHome.appendingPathComponent(".cache/photolist/cache.sqlite").path
        let marks = home.appendingPathComponent("long-browse.txt").path
        var browses: [LongBrowse] = []
        var pagingPeak = 0
        for _ in 0..<runs {
            let paging = try ChildProcess.run(bench, ["--child", "view-model-paging", "--cache", cachePath], environment: environment, output: marks)
            guard paging.status == 0 else { throw BenchmarkFailure("the view-model paging child exited \(paging.status)") }
            pagingPeak = max(pagingPeak, paging.peakResident)
            browses.append(try LongBrowse(marks: String(contentsOfFile: marks, encoding: .utf8)))
        }
        report.rows.append(Self.memoryRow("PhotoListViewModel after paging through 10,020 cached photos", pagingPeak))
        report.rows += LongBrowse.rows(browses)
        // The goal is relative: what holding every row costs above what showing one page costs.
        let extra = Double(pagingPeak - listPeak) / 1_048_576
        report.rows.append(ReportRow(
            scenario: "Memory", subject: "view model over 10,020 photos − photolist list", value: extra, low: extra, high: extra,
            unit: "MB", spreadLabel: "max", target: "≤ 20 MB", met: extra <= 20
        ))
    }

    private func run(_ arguments: [String], _ environment: [String: String], binary: String? = nil) throws -> ChildProcess.Outcome {
        let outcome = try ChildProcess.run(binary ?? photolist, arguments, environment: environment)
        guard outcome.status == 0 else { throw BenchmarkFailure("photolist \(arguments.joined(separator: " ")) exited \(outcome.status)") }
        return outcome
    }

    private static func timeRow(_ subject: String, _ samples: Samples) -> ReportRow {
        ReportRow(
            scenario: "Cold start", subject: subject, value: samples.median, low: samples.minimum, high: samples.maximum,
            unit: "ms", spreadLabel: "min–max", target: nil, met: nil
        )
    }

    private static func ratioRow(_ subject: String, _ samples: Samples, goal: Double) -> ReportRow {
        ReportRow(
            scenario: "Cold start", subject: subject, value: samples.median, low: samples.minimum, high: samples.maximum,
            unit: "×", spreadLabel: "min–max", target: "≤ \(Report.format(goal))×", met: samples.median <= goal
        )
    }

    private static func memoryRow(_ subject: String, _ bytes: Int) -> ReportRow {
        let megabytes = Double(bytes) / 1_048_576
        return ReportRow(
            scenario: "Memory", subject: "peak RSS, \(subject)", value: megabytes, low: megabytes, high: megabytes, unit: "MB",
            spreadLabel: "max", target: nil, met: nil
        )
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }
}
