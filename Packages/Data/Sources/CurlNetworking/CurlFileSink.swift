import Foundation
import Networking
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a download's body goes: an open file, written as curl delivers the bytes, with progress reports
/// throttled to about one per 1/200 of the file (and at least 64 KiB apart), or one per quarter second
/// when bytes arrive more slowly than that: a slow link still shows its progress moving.
///
/// `@unchecked Sendable` is safe here because after the transfer starts only the curl driver thread calls
/// ``write(_:expectedBytes:)``; the owner reads ``failure`` and closes the file only after the transfer
/// has completed, which the driver's completion call orders after every write.
final class CurlFileSink: @unchecked Sendable {
    private let descriptor: Int32
    private let progress: @Sendable (TransferProgress) -> Void
    /// The bytes written so far.
    private(set) var written: Int64 = 0
    private var lastReported: Int64 = -1
    /// Whether the last report gave the total (a report without one leaves the final figure to give).
    private var lastReportedTotal = false
    private var lastReportedAt: ContinuousClock.Instant
    private let now: @Sendable () -> ContinuousClock.Instant
    /// The longest a write waits to be reported when fewer bytes than a step have arrived.
    static let reportInterval = Duration.milliseconds(250)
    /// Why the last write failed, if one did.
    private(set) var failure: String?
    /// Whether it failed for want of room (``CurlFileSink/isOutOfRoom(_:)``).
    private(set) var failedOutOfRoom = false

    /// Creates `file` for writing, readable by the user only: never an existing file, never through a
    /// link (a name someone else placed there is refused, not followed or truncated).
    /// `now` reads the clock the quarter-second reports are timed by (a test passes its own).
    init(
        file: URL,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now },
        progress: @escaping @Sendable (TransferProgress) -> Void
    ) throws(HTTPClientError) {
        descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            // The file is a partial one beside the destination, which the caller names: only the reason here.
            throw .fileWriteFailed("cannot create the file: \(String(cString: strerror(errno)))", outOfRoom: Self.isOutOfRoom(errno))
        }
        self.progress = progress
        self.now = now
        lastReportedAt = now()
    }

    deinit {
        close(descriptor)
    }

    /// Writes every byte of `bytes`; `false` (and ``failure`` set) when the file refused them.
    func write(_ bytes: UnsafeRawBufferPointer, expectedBytes: Int64?) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                failure = "cannot write the file: \(String(cString: strerror(errno)))"
                failedOutOfRoom = Self.isOutOfRoom(errno)
                return false
            }
            offset += count
        }
        written += Int64(bytes.count)
        let step = max(64 << 10, (expectedBytes ?? 0) / 200)
        let time = now()
        if lastReported < 0 || written - lastReported >= step || written == expectedBytes || time - lastReportedAt >= Self.reportInterval {
            lastReported = written
            lastReportedAt = time
            lastReportedTotal = expectedBytes != nil
            progress(TransferProgress(receivedBytes: written, expectedBytes: expectedBytes))
        }
        return true
    }

    /// Flushes the file to disk, so a rename after it cannot publish a file whose bytes were lost.
    func synchronise() throws(HTTPClientError) {
        if lastReported != written || !lastReportedTotal {
            lastReported = written
            lastReportedTotal = true
            progress(TransferProgress(receivedBytes: written, expectedBytes: written))
        }
        guard fsync(descriptor) == 0 else {
            throw .fileWriteFailed("cannot write the file: \(String(cString: strerror(errno)))", outOfRoom: Self.isOutOfRoom(errno))
        }
    }

    /// Whether the system's `code` for a failed write means there was no room for it: the disk full
    /// (`ENOSPC`), the user's quota reached (`EDQUOT`), or the file at the process's size limit (`EFBIG`).
    static func isOutOfRoom(_ code: Int32) -> Bool {
        [ENOSPC, EDQUOT, EFBIG].contains(code)
    }
}

/// The C library's `write(2)`, named apart from the sink's own `write(_:expectedBytes:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
