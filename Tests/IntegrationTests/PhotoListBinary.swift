import Foundation

/// Runs the `photolist` executable that `swift test` built next to this test bundle.
struct PhotoListBinary {
    /// What a finished run printed and returned.
    struct Run {
        let status: Int32
        let standardOutputBytes: [UInt8]
        let standardError: String

        /// Standard output as text; bytes that are not UTF-8 read as a marker no assertion expects.
        var standardOutput: String { String(validating: standardOutputBytes, as: UTF8.self) ?? "<not UTF-8>" }

        /// The ids of `photos` in a `--json` output (list, search, favourites); empty when there are none.
        var photoIDs: [String] {
            let object = try? JSONSerialization.jsonObject(with: Data(standardOutput.utf8)) as? [String: Any]
            return (object?["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
    }

    /// The built executable: the test bundle and the products share one build directory.
    static var url: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBinary.deletingLastPathComponent().appendingPathComponent("photolist")
    }

    /// `executable arguments…` run through `env --default-signal`, so that the signals photolist stops on
    /// (and SIGXFSZ) start with their default action whatever the test runner ignores (`nohup`, a job in
    /// the background): photolist keeps a signal ignored at start ignored, as a Unix tool does.
    static func startingSignalsAsDefault(_ executable: String, _ arguments: [String]) -> (URL, [String]) {
        (URL(fileURLWithPath: "/usr/bin/env"), ["--default-signal=HUP,INT,QUIT,TERM,XFSZ", executable] + arguments)
    }

    /// Runs `photolist arguments…` to completion with an isolated environment; with `executable`, that
    /// program instead (a shell that sets a limit, then runs photolist), given `arguments`.
    static func run(_ arguments: [String], environment extra: [String: String] = [:], in folder: URL? = nil, executable: String? = nil) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-it-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        (process.executableURL, process.arguments) = startingSignalsAsDefault(executable ?? url.path, arguments)
        // Files, not pipes: a full pipe would block the child while we wait for it to exit.
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardInput = FileHandle.nullDevice
        if let folder { process.currentDirectoryURL = folder }
        var environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8"]
        environment.merge(extra) { $1 }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            standardOutputBytes: Array(try Data(contentsOf: outputURL)),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// A photolist process started in the background, its output going to files.
    final class Launched {
        let process = Process()
        private let directory: URL
        /// Wakes a wait when the process writes its output files.
        private let activity: FolderActivity
        /// Signalled once, when the process ends.
        private let ended = DispatchSemaphore(value: 0)

        init(_ arguments: [String], environment extra: [String: String], executable: String? = nil) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bg-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for name in ["stdout", "stderr"] {
                _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil)
            }
            (process.executableURL, process.arguments) = PhotoListBinary.startingSignalsAsDefault(executable ?? PhotoListBinary.url.path, arguments)
            process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("stdout"))
            process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("stderr"))
            process.standardInput = FileHandle.nullDevice
            var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
            environment.merge(extra) { $1 }
            process.environment = environment
            activity = try FolderActivity(watching: directory)
            process.terminationHandler = { [ended] _ in ended.signal() }
            try process.run()
        }

        /// Stops the process if a failed test left it running, and removes its output files.
        deinit {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            try? FileManager.default.removeItem(at: directory)
        }

        /// What the process wrote to standard output so far.
        var standardOutput: String {
            (try? String(contentsOf: directory.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
        }

        /// What the process wrote to standard error so far.
        var standardError: String {
            (try? String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        }

        /// Checks `condition` (on what the process wrote) until it holds or the process ends, again each
        /// time the process writes its output, or after a second at the most (the process may end without
        /// writing). No fixed delay is involved, and the wait takes no processor from the process.
        func waitForOutputFile(_ condition: () -> Bool) {
            while true {
                activity.reset()
                if !process.isRunning || condition() { return }
                activity.wait(until: ContinuousClock.now + .seconds(1))
            }
        }

        /// Waits up to `seconds` for the process to end; one still running then is killed (SIGKILL), so a
        /// test of stopping fails instead of hanging. Returns whether it ended by itself.
        func waitForExit(seconds: Double = 20 * Double(TestTime.scale)) -> Bool {
            let byItself = ended.wait(timeout: .now() + seconds) == .success
            // The end is signalled once: a later wait must find it too (and never kill a reused id).
            if byItself { ended.signal() } else { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return byItself
        }
    }

    /// Starts `photolist arguments…` in the background; with `executable`, that program instead (a shell that
    /// sets a limit, then runs photolist), given `arguments`.
    static func launch(_ arguments: [String], environment: [String: String], executable: String? = nil) throws -> Launched {
        try Launched(arguments, environment: environment, executable: executable)
    }
}
