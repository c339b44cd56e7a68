import ArgumentParser
import Glibc

/// The process's limits on open files (`ulimit -n`, `RLIMIT_NOFILE`), on address space (`ulimit -v`,
/// `RLIMIT_AS`) and on the user's processes and threads (`ulimit -u`, `RLIMIT_NPROC`), checked before
/// anything can trap or hang on them.
///
/// What runs out under a low limit is not photolist's own code: SwiftNIO traps when it cannot make an event
/// loop's descriptors or its thread, libdispatch traps when its worker monitor cannot open a `/proc` file and
/// waits forever for a worker thread it cannot start, and the Swift runtime traps when an allocation fails.
/// None of those can be caught where they happen, so what a command needs (``ResourceNeed``, measured) is
/// compared with the limits first: a soft limit below the need is raised toward the hard limit (any process
/// may), and a hard limit below it ends the run with one line that names the limit, exit status 1.
enum ResourceLimits {
    /// The soft limit on open files is raised to at least this many when it is too low: the usual default,
    /// and `FD_SETSIZE`, so a program photolist starts (`xdg-open`) may still use `select`.
    static let raisedOpenFiles = 1024

    /// Readies the process for a limited address space, and makes room for what the Swift runtime takes
    /// before a command is parsed (``ResourceNeed/runtime``). Call first thing in `main`, on the main thread:
    /// the first `await` that leaves it starts a thread, which with no room for its stack waits forever.
    /// When a limit is below that, the line names what `command` (the arguments parsed, which starts no
    /// thread, and only then) will need besides, so that raising the limit once is enough.
    /// - Throws: ``CommandFailure`` (``ExitStatus/failure``) when a hard limit is below that.
    static func prepareProcess(naming command: () -> (any ParsableCommand)?) throws(CommandFailure) {
        if softLimit(RLIMIT_AS) != nil {
            // glibc gives each thread that allocates a malloc arena of its own, 64 MiB of address space reserved
            // at once (up to 8 per core): under a limit, the first threads' arenas take the room later threads'
            // stacks and the heap need, and an allocation fails wherever the limit happens to be crossed (list
            // crashed at 300 MB and worked at 240). With one arena the need is what is used.
            limitMallocArenas(to: 1)
        }
        try ensure(ResourceNeed.runtime) { ResourceNeed.runtime.adding(command().map { ResourceNeed(for: $0) } ?? .nothing) }
    }

    /// Makes room for `command`, or throws the line that says which limit to raise. Call once it is parsed,
    /// before it runs.
    /// - Throws: ``CommandFailure`` (``ExitStatus/failure``) when a hard limit is below what it needs.
    static func ensure(for command: any ParsableCommand) throws(CommandFailure) {
        let need = ResourceNeed(for: command)
        guard need != .nothing else { return }
        try ensure(need) { need }
    }

    /// Makes room for `need` on top of what the process holds now; a limit below it is refused naming what
    /// `named` needs (at least `need`, worked out only then), with the thread the runtime may or may not
    /// have started yet (``ResourceNeed/runtimeSpareThread``).
    private static func ensure(_ need: ResourceNeed, naming named: () -> ResourceNeed) throws(CommandFailure) {
        let (open, stack) = (openDescriptorCount(), threadStackBytes())
        try ensureOpenFiles(open + need.descriptors) { open + named().descriptors }
        let mapped = mappedBytes()
        try ensureAddressSpace(mapped + need.threads * stack + need.heap) {
            let named = named().adding(.runtimeSpareThread)
            return mapped + named.threads * stack + named.heap
        }
        try ensureThreads(need.threads) { named().adding(.runtimeSpareThread).threads }
    }

    /// `ulimit -u` (`RLIMIT_NPROC`) counts every process and thread of the user, this one's among them: a
    /// thread SwiftNIO cannot start traps, and one libdispatch cannot start leaves the command waiting for
    /// ever. Looked at only under a limit low enough to matter (``threadCountingLimit``), since counting
    /// reads each process's status in `/proc`; never for root, whom the limit does not bind (nor a process
    /// with `CAP_SYS_RESOURCE` or `CAP_SYS_ADMIN`, which this does not recognise: such a rare user raises the
    /// limit, or runs without one).
    private static func ensureThreads(_ needed: Int, naming named: () -> Int) throws(CommandFailure) {
        guard getuid() != 0, let limit = softLimit(nprocLimit), limit < threadCountingLimit else { return }
        let running = userTaskCount(uid: getuid())
        let allowed = raise(nprocLimit, toMeet: running + needed, raisingTo: Int.max)
        guard allowed >= running + needed else {
            let more = named()
            throw CommandFailure(
                message: "too many processes: ulimit -u allows this user \(allowed) \(allowed == 1 ? "process or thread" : "processes and threads"), \(running) of them running already, and this command needs about \(more) more; raise ulimit -u to at least \(running + more)",
                status: .failure
            )
        }
    }

    /// `RLIMIT_NPROC`, which glibc defines as a macro Swift does not import.
    private static let nprocLimit = __RLIMIT_NPROC

    /// Below this `ulimit -u`, ``ensureThreads(_:naming:)`` counts the user's processes and threads; a
    /// limit above it leaves room for any command but on a machine that is already at it.
    private static let threadCountingLimit = 4_096

    /// How many processes and threads (tasks, as `ulimit -u` counts them) the user `uid` runs, from each
    /// process's `Uid:` (the real id, first) and `Threads:` lines in `/proc/PID/status`, read whole (a long
    /// `Groups:` line comes before `Threads:`); a process gone meanwhile counts none, and processes in
    /// another PID namespace are not seen, so the count is never above what the kernel counts.
    private static func userTaskCount(uid: uid_t) -> Int {
        guard let folder = opendir("/proc") else { return 0 }
        defer { closedir(folder) }
        var tasks = 0
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while let entry = readdir(folder) {
            let name = entryName(entry)
            guard Int32(name) != nil else { continue }
            let descriptor = open("/proc/\(name)/status", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            var status: [UInt8] = []
            while true {
                let length = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard length > 0 else { break }
                status += chunk[..<length]
            }
            close(descriptor)
            var (owner, threads): (uid_t?, Int?) = (nil, nil)
            for line in String(decoding: status, as: UTF8.self).split(separator: "\n") {
                if line.hasPrefix("Uid:") { owner = line.dropFirst(4).split(whereSeparator: \.isWhitespace).first.flatMap { uid_t($0) } }
                if line.hasPrefix("Threads:") { threads = line.dropFirst(8).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) } }
            }
            if owner == uid { tasks += threads ?? 1 }
        }
        return tasks
    }

    private static func ensureOpenFiles(_ needed: Int, naming named: () -> Int) throws(CommandFailure) {
        let allowed = raise(RLIMIT_NOFILE, toMeet: needed, raisingTo: max(needed, raisedOpenFiles))
        guard allowed >= needed else {
            throw CommandFailure(
                message: "too many open files: this command needs about \(named()) and ulimit -n allows \(allowed); raise ulimit -n",
                status: .failure
            )
        }
    }

    private static func ensureAddressSpace(_ needed: Int, naming named: () -> Int) throws(CommandFailure) {
        // The need is a floor, not a budget (pictures and pages take what they take): all the hard limit allows.
        let allowed = raise(RLIMIT_AS, toMeet: needed, raisingTo: Int.max)
        guard allowed >= needed else {
            // In KB, as `ulimit -v` takes and prints it.
            throw CommandFailure(
                message: "not enough memory: this command needs about \(kilobytes(named())) KB of address space and ulimit -v allows \(kilobytes(allowed)) KB; raise ulimit -v",
                status: .failure
            )
        }
    }

    /// The address space a new thread's stack reserves: glibc's default stack size, which is the soft
    /// `ulimit -s` (unlimited, a few MiB: 8 are counted), and a guard page.
    private static func threadStackBytes() -> Int {
        let page = sysconf(Int32(_SC_PAGESIZE))
        return min(softLimit(RLIMIT_STACK) ?? 8 << 20, 1 << 30) + page
    }

    /// Raises `resource`'s soft limit to `target` (at most the hard limit) when it is below `needed`, and
    /// returns the soft limit in force afterwards (`Int.max` for none).
    private static func raise(_ resource: __rlimit_resource, toMeet needed: Int, raisingTo target: Int) -> Int {
        let resource = __rlimit_resource_t(resource.rawValue)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return Int.max }
        let soft = count(limit.rlim_cur)
        let hard = count(limit.rlim_max)
        guard soft < needed, hard > soft else { return soft }
        var raised = limit
        raised.rlim_cur = min(hard, target) == Int.max ? limit.rlim_max : rlim_t(min(hard, target))
        return setrlimit(resource, &raised) == 0 ? count(raised.rlim_cur) : soft
    }

    /// The largest file this process may write (`ulimit -f`), in bytes; nil when unlimited. A write past it
    /// fails as a full disk would, so a "full" message names it too.
    static var fileSizeLimit: Int? {
        softLimit(RLIMIT_FSIZE)
    }

    /// How many connections a server `command` (`web`, `serve`) may hold open at once: what the open-file
    /// limit (`ulimit -n`, as ``ensure(for:)`` left it) leaves beside the command's own work, which keeps a
    /// quarter of the limit, and never less than its measured need (``ResourceNeed``), and beside
    /// ``refusalRoom``. `nil` when unlimited.
    ///
    /// Connections beyond it are refused at once. Without a bound a flood of them took every descriptor: the
    /// server's own requests and files then failed, and its accept failed on every wake-up, which spun a core
    /// until a connection closed.
    static func connectionLimit(for command: any ParsableCommand) -> Int? {
        guard let limit = softLimit(RLIMIT_NOFILE) else { return nil }
        return max(1, limit - max(ResourceNeed(for: command).descriptors, limit / 4) - refusalRoom)
    }

    /// Descriptors kept beside a server's need and its connections: the standard streams, the runtime's
    /// own, and the connections being refused, each of which holds one until its answer is written. With
    /// none kept, a refused connection could not even be accepted.
    private static let refusalRoom = 8

    /// `resource`'s soft limit, or nil when there is none.
    private static func softLimit(_ resource: __rlimit_resource) -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 else { return nil }
        let soft = count(limit.rlim_cur)
        return soft == Int.max ? nil : soft
    }

    /// A limit as a count: `RLIM_INFINITY` (all ones on Linux, and imported badly) as `Int.max`.
    private static func count(_ limit: rlim_t) -> Int {
        limit >= rlim_t(Int.max) ? Int.max : Int(limit)
    }

    /// How many descriptors the process has open: those it inherited (the standard streams, anything a parent
    /// left open) and those the runtime opened, which all count against `ulimit -n`. When `/proc` cannot be
    /// listed (no descriptor is left to list it with), every descriptor the soft limit allows is taken.
    private static func openDescriptorCount() -> Int {
        guard let folder = opendir("/proc/self/fd") else { return softLimit(RLIMIT_NOFILE) ?? 0 }
        defer { closedir(folder) }
        var open = 0
        while let entry = readdir(folder) {
            if let descriptor = Int32(entryName(entry)), descriptor != dirfd(folder) { open += 1 }
        }
        return open
    }

    /// The name of the folder entry `entry`, read in place: copying `d_name` (a 256-byte array) can read
    /// past an entry packed at the end of the C library's buffer.
    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }

    /// The process's mapped address space (`VmSize`), which is what `ulimit -v` limits: the executable, its
    /// libraries, the threads' stacks and the heap so far. 0 when `/proc` cannot be read.
    private static func mappedBytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let length = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard length > 0, let pages = String(decoding: bytes[..<length], as: UTF8.self).split(separator: " ").first.flatMap({ Int($0) }) else {
            return 0
        }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// Caps glibc's malloc arenas, `mallopt(M_ARENA_MAX, count)`; those made so far stay. `<malloc.h>` is not
    /// part of Swift's Glibc module, so the function is looked up by name and called as C.
    private static func limitMallocArenas(to count: Int32) {
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
        guard let mallopt = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(mallopt, to: Mallopt.self)(arenaMax, count)
    }

    private static func kilobytes(_ bytes: Int) -> Int {
        bytes == Int.max ? bytes : (bytes + 1023) / 1024
    }
}
