import Glibc

/// The process's standard descriptors 0, 1 and 2, made safe to use whatever state the caller left them in.
enum StandardStreams {
    /// The standard descriptors that were closed when the process started (now on `/dev/null`).
    // Written only by `prepare()`, first thing in `main` before any task or thread starts; read-only after.
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    /// Opens `/dev/null` on every standard descriptor that is closed, before anything else opens a file:
    /// otherwise the next file opened (a database) would get descriptor 1 or 2, and output or an error
    /// line would be written into it. Remembers which were closed, so writing to a closed standard output
    /// still fails. Call once, first thing in `main`.
    static func prepare() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            closedAtStart.insert(descriptor)
        }
        // Broken pipes are reported as EPIPE by write(2) and handled where output is written.
        signal(SIGPIPE, SIG_IGN)
        // A write past the file-size limit (`ulimit -f`) fails with EFBIG and is reported as a full disk,
        // naming the limit. Left to its default, the kernel's SIGXFSZ would end the process instead, but
        // only when the write ran on a thread that had not blocked it, so which thread wrote would decide.
        signal(SIGXFSZ, SIG_IGN)
    }

    /// Writes all of `text` to `descriptor`; 0, or the `errno` of the write that failed. A descriptor
    /// that was closed at start fails with EBADF although it now points to `/dev/null`.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        Array(text.utf8).withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`; see ``writeAll(_:to:)-(String,_)``.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        if closedAtStart.contains(descriptor) { return EBADF }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// Ends the process the way a Unix tool ends when its reader has gone: killed by SIGPIPE, so a shell
    /// prints nothing and `pipefail` sees status 141.
    static func endByBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}
