import ArgumentParser
import Foundation

/// `photolist-bench`: PhotoList's benchmarks. Build and run it through `Scripts/bench`, which builds
/// release binaries first; figures from a debug build mean nothing.
@main
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photolist-bench",
        abstract: "Measure PhotoList: HTTP clients, cold start, crawl, cache, memory and pictures.",
        discussion: "Prints a table and writes every figure as JSON. Run it through Scripts/bench."
    )

    @Option(help: "Repetitions of each scenario (medians and spreads are over these).")
    var runs = 5

    @Option(help: "Requests per HTTP run.")
    var requests = 2_000

    @Option(help: "The release photolist binary (Scripts/bench passes it; the process scenarios need it).")
    var photolist: String?

    @Option(help: "photolist built with --static-swift-stdlib, measured beside the default build.")
    var photolistStatic: String?

    @Option(help: "The Foundation hello world start-up is measured against (default: beside this binary).")
    var helloWorld: String?

    @Option(help: "Where to write the JSON report.")
    var json: String?

    @Option(help: "Only these scenario groups (http, process, cache, images).")
    var only: [String] = []

    @Option(name: .customLong("compare"), parsing: .upToNextOption, help: ArgumentHelp("Print how run B moved from run A (two --json reports) and exit.", valueName: "A.json B.json"))
    var compare: [String] = []

    @Option(help: .hidden) var child: String?
    @Option(help: .hidden) var cache: String?

    func validate() throws {
        guard compare.isEmpty || compare.count == 2 else {
            throw ValidationError("--compare takes two reports, the earlier run first (got \(compare.count))")
        }
    }

    @MainActor
    func run() async throws {
        if compare.count == 2 {
            print(try ReportComparison(before: compare[0], after: compare[1]).table())
            return
        }
        if child == "http-sequential" {
            try await HTTPProfileTarget.run(requests: requests)
            return
        }
        if child == "cache-reads" {
            try CacheProfileTarget.run(reads: requests)
            return
        }
        if child == "view-model-paging", let cache {
            try await ViewModelPaging.run(cachePath: cache)
            return
        }
        let (model, cores) = Report.machine()
        let date = ISO8601DateFormatter().string(from: Date())
        var report = Report(date: date, machine: model, cores: cores, runs: runs)
        let benchPath = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        func wanted(_ group: String) -> Bool { only.isEmpty || only.contains(group) }

        if wanted("http") {
            progress("HTTP: \(runs) runs of \(requests) GETs, sequential and 8 and 32 in flight")
            try await HTTPBenchmark(runs: runs, requests: requests).measure(into: &report)
        }
        if wanted("process") {
            progress("process: cold start, crawl of 10,020 photos, peak memory")
            guard let photolistPath = photolist else {
                throw ValidationError("the process scenarios need --photolist PATH (the release binary; Scripts/bench passes it)")
            }
            let hello = helloWorld ?? URL(fileURLWithPath: benchPath).deletingLastPathComponent().appendingPathComponent("hello-foundation").path
            try ProcessBenchmark(runs: runs, photolist: photolistPath, staticPhotolist: photolistStatic, helloWorld: hello, bench: benchPath)
                .measure(into: &report)
        }
        if wanted("cache") {
            progress("cache: write 10,000 photos, page reads, page turns through the view model")
            try await CacheBenchmark(runs: runs).measure(into: &report)
        }
        if wanted("images") {
            progress("images: thumbnails decoded per second, detail opened to picture ready (fetched, cached)")
            try await ImageBenchmark(runs: runs).measure(into: &report)
        }

        #if DEBUG
        let build = "DEBUG build: these figures mean little, use Scripts/bench"
        #else
        let build = "release build"
        #endif
        print("PhotoList benchmarks, \(date), \(model), \(cores) cores, \(build), \(runs) runs per scenario\n")
        print(report.table())
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(report).write(to: URL(fileURLWithPath: json))
            print("\nwrote \(json)")
        }
    }

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data("bench: \(text)\n".utf8))
    }
}
