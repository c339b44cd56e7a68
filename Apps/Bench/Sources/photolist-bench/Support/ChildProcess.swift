import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion and reports its wall time and peak resident memory (from `wait4`).
enum ChildProcess {
    struct Outcome {
        let status: Int32
        let wall: Duration
        /// Peak resident set size in bytes.
        let peakResident: Int
    }

    /// Runs `executable arguments…` with `environment`, its output discarded.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let started = clock.now
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = clock.now - started
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(status: exitStatus, wall: wall, peakResident: usage.ru_maxrss * 1024)
    }
}
