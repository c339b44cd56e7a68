import ArgumentParser
import Glibc
import PhotoListWeb

/// What a command takes beyond what the process holds when it is parsed: descriptors, counted against
/// `ulimit -n`, and threads and heap, whose address space counts against `ulimit -v` (``ResourceLimits``
/// adds what is open and mapped at that moment, and turns threads into bytes with the stack size).
///
/// Measured on 2026-11-23 (2-core VM, debug build, the demo source, as an ordinary user), see each value:
/// descriptors as the highest descriptor number `strace -f` saw a run create, less those open when the
/// command was parsed (6: the standard streams and libdispatch's epoll, eventfd and timerfd); threads and heap
/// from the smallest `ulimit -v` at which two runs in a row worked, in steps of 5 MB, less the address space
/// mapped when the command was parsed (143 MB), counted in 8 MiB thread stacks after 8 MiB of heap, rounded
/// up, plus one thread to spare. A remote source needs fewer descriptors than the demo one (no embedded
/// server: 5 fewer; name lookups and a certificate file come and go one at a time).
struct ResourceNeed: Equatable, Sendable {
    /// The most descriptors the command holds at once.
    let descriptors: Int
    /// The most threads it starts, each of which reserves a stack.
    let threads: Int
    /// The heap it needs beyond its threads' stacks, in bytes.
    let heap: Int

    /// No need: help, the version and completion scripts (ArgumentParser's own commands) print and end.
    static let nothing = ResourceNeed(descriptors: 0, threads: 0, heap: 0)

    /// What the Swift runtime takes before any command is parsed: libdispatch's epoll, eventfd and timerfd,
    /// and a descriptor for its worker monitor, which reads `/proc` now and then and traps if it cannot;
    /// threads for the first task's hop off the main thread and libdispatch's manager. `--version` worked
    /// from `ulimit -n 7` and `ulimit -v 145000`, 26 MB beyond the 116 MB mapped when `main` begins: three
    /// stacks and the heap, with no thread to spare, so that `--version` is refused as little as possible.
    static let runtime = ResourceNeed(descriptors: 4, threads: 3, heap: heapAllowance)

    /// The thread ``runtime`` leaves out: by the time a command is parsed the runtime may have started a
    /// fourth (a worker of its pool) or not; runs differ. A line naming a need counts it on top, so a limit
    /// raised to the figure named is enough in the next run too, which may map 8 MB more than this one.
    static let runtimeSpareThread = ResourceNeed(descriptors: 0, threads: 1, heap: 0)

    /// What `command` needs.
    init(for command: any ParsableCommand) {
        // The Swift runtime's pool of threads for tasks grows to one per processor; 2 here.
        let pool = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        switch command {
        case is FavoritesCommand.List, is FavoritesCommand.Remove, is RecentCommand, is CacheCommand.Stats, is CacheCommand.Clear:
            // The library or the cache (database, -wal, -shm) and the pictures folder: 5; worked from 155 MB.
            self.init(descriptors: 5 + Self.spareDescriptors, threads: 2, heap: Self.heapAllowance)
        case is ServeCommand:
            // An event loop (epoll, eventfd, timerfd), the listening socket and four signalfds: 8; then a
            // connection each, six at once from a browsing photolist (a page and five pictures). Worked from 155 MB
            // for listings; a full-size picture takes ``demoPictureHeap`` more.
            self.init(descriptors: 8 + 6 + Self.spareDescriptors, threads: 2, heap: Self.heapAllowance + Self.demoPictureHeap)
        case is WebCommand:
            // With one tab in Chromium (six connections, thirty pictures fetched five at a time): 47, of which
            // 6 are the 2 event loops'; each loop is a thread, and a blocking-pool thread goes with it.
            // Worked from 210 MB with 2 loops: 9 threads.
            let loops = WebServer.eventLoopCount
            self.init(descriptors: 41 + 3 * loops + Self.spareDescriptors, threads: 3 + pool + 2 * loops, heap: Self.heapAllowance + Self.demoPictureHeap)
        case is BrowseCommand:
            // The source's and the terminal's: the terminal guard's pipe and the pictures on screen, five
            // fetched at once (each a socket, the demo server's end of it and a file): 33; worked from 200 MB
            // browsing, and a download (`d`) takes ``demoPictureHeap`` more.
            self.init(descriptors: 33 + Self.spareDescriptors, threads: 5 + pool, heap: Self.heapAllowance + Self.demoPictureHeap)
        case is DownloadCommand:
            // As every command that reads the source (below), and the photo drawn at full size.
            self = Self.readingTheSource(pool: pool).adding(ResourceNeed(descriptors: 0, threads: 0, heap: Self.demoPictureHeap))
        case is any GlobalOptionsCommand:
            self = Self.readingTheSource(pool: pool)
        default:
            self = .nothing
        }
    }

    /// What every command shaped by the global options takes, for it reads the source: list, search, show,
    /// favorites add, download, sync, scaffolded features. The embedded demo server (an event loop, its
    /// socket and its end of each connection), two libcurl handles' wake-up pairs and a connection, both
    /// databases, and `download`'s folder, file and its partial copy: 23 for `download`; worked from 190 MB
    /// (`download` of a photo whose full size is small). `pool` is the runtime's threads for tasks.
    private static func readingTheSource(pool: Int) -> ResourceNeed {
        ResourceNeed(descriptors: 23 + spareDescriptors, threads: 4 + pool, heap: heapAllowance)
    }

    private init(descriptors: Int, threads: Int, heap: Int) {
        self.descriptors = descriptors
        self.threads = threads
        self.heap = heap
    }

    /// Descriptors no run was seen to need but one could: libdispatch's worker monitor opens a `/proc` file
    /// whenever it looks at busy workers (``runtime`` counts it once), and a time zone or locale file is read
    /// on first use.
    private static let spareDescriptors = 2

    /// The heap beyond the threads' stacks: no command was seen to need more than 8 MiB of it, but for
    /// ``demoPictureHeap``.
    private static let heapAllowance = 8 << 20

    /// What the embedded demo server takes to draw a photo at full size (2,400 pixels square at most) on its
    /// thread: its raster and libjpeg-turbo's buffers, 17 and 21 MB. `download` of a square photo crashed at
    /// 220 MB and worked from 225 MB, 39 MB above the 186 MB counted without this; 40 MiB covers it. Counted
    /// for every command that may download or serve a full-size picture, whatever the source, since the
    /// source is not known until the command runs.
    private static let demoPictureHeap = 40 << 20

    /// What `self` and `other` need together: for the line naming a need, which adds what the command will
    /// need to the runtime's, and the thread the runtime may start, so one raise is enough.
    func adding(_ other: ResourceNeed) -> ResourceNeed {
        ResourceNeed(descriptors: descriptors + other.descriptors, threads: threads + other.threads, heap: heap + other.heap)
    }
}
