import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion and reports its wall time and peak resident memory, through the small
/// `measure-child` launcher beside this binary: spawned straight from the benchmark, a child would start
/// with the benchmark's own peak memory (Linux keeps the peak of the address space a process had before
/// exec), so every small program would look as large as the benchmark.
enum ChildProcess {
    struct Outcome {
        let status: Int32
        let wall: Duration
        /// Peak resident set size in bytes.
        let peakResident: Int
        /// The processor time it used, user and system.
        let cpu: Duration
    }

    private static let launcher = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("measure-child").path

    /// Runs `executable arguments…` with `environment`; its standard output goes to the file `output`, or
    /// is discarded.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String], output: String? = nil) throws -> Outcome {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-bench-\(UUID().uuidString)").path
        defer { unlink(report) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([launcher, report, executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, launcher, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let fields = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "").split(separator: " ")
        guard fields.count == 4, let code = Int32(fields[0]), let nanoseconds = Int64(fields[1]), let kilobytes = Int(fields[2]),
              let cpu = Int64(fields[3].trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw BenchmarkFailure("measure-child could not run \(executable) (exit \(status))")
        }
        return Outcome(status: code, wall: .nanoseconds(nanoseconds), peakResident: kilobytes * 1024, cpu: .nanoseconds(cpu))
    }
}
