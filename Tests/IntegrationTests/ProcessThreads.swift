import Foundation

/// What a process that should have ended is doing, for a test's failure message: each thread's name,
/// state and the kernel function it sleeps in (from `/proc`), then every thread's stack where `gdb` is
/// installed and may attach. A browser that stops answering keys leaves this as its evidence.
enum ProcessThreads {
    /// The threads of `pid`, one line each ("1234 S poll_schedule_timeout photolist.keys"), and their
    /// stacks where `gdb` can give them; a line saying why where it cannot.
    static func report(of pid: Int32) -> String {
        let tasks = "/proc/\(pid)/task"
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: tasks) else {
            return "process \(pid) is gone"
        }
        let lines = threads.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }.map { thread in
            let folder = "\(tasks)/\(thread)"
            let name = read("\(folder)/comm")
            // The state is the first field after the parenthesized name, which may itself hold spaces.
            let state = read("\(folder)/stat").split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? "?"
            return "\(thread) \(state) \(read("\(folder)/wchan")) \(name)"
        }
        return "threads of process \(pid):\n" + lines.joined(separator: "\n") + "\n" + stacks(of: pid)
    }

    /// Every thread's stack from `gdb`, or why there is none.
    private static func stacks(of pid: Int32) -> String {
        let gdb = "/usr/bin/gdb"
        guard FileManager.default.isExecutableFile(atPath: gdb) else { return "(no stacks: gdb is not installed)" }
        let arguments = ["30", gdb, "-batch", "-nx", "-p", "\(pid)", "-ex", "set debuginfod enabled off", "-ex", "thread apply all bt 25"]
        guard let text = try? TmuxSession.run("/usr/bin/timeout", arguments) else { return "(no stacks: gdb could not be started)" }
        let frames = text.split(separator: "\n").filter { $0.hasPrefix("Thread ") || $0.hasPrefix("#") }
        return frames.isEmpty ? "(no stacks: gdb could not attach)" : frames.joined(separator: "\n")
    }

    private static func read(_ path: String) -> String {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "?").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
