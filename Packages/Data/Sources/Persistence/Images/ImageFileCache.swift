public import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Image files kept in one folder, at most `capacity` bytes, least recently used first out.
///
/// Recency is each file's modification time, renewed on every read, so it survives restarts and needs no
/// index to go stale. Files are written beside their name and renamed into place, so a reader never sees
/// half a file. The cache is disposable: a folder that cannot be made, read or written (a full disk, a
/// read-only home) makes every lookup a miss and every store a no-op, never a failure.
public struct ImageFileCache: Sendable {
    /// The folder holding the files.
    public let folder: URL
    /// The most bytes kept; a store that goes past it removes the least recently used files.
    public let capacity: Int
    /// What this process believes the folder holds, so a store lists the folder only when it may be full
    /// (another process's stores are counted at the next listing).
    private let estimate = UsageEstimate()

    /// A cache in `folder` (made on first store, private to the user) of at most `capacity` bytes.
    public init(folder: URL, capacity: Int = 200 << 20) {
        self.folder = folder
        self.capacity = capacity
    }

    /// The file stored under `key`, marked as just used; `nil` when there is none.
    public func read(_ key: String) -> Data? {
        let path = file(for: key).path
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        utimes(path, nil)  // now: the file is the most recently used
        return data
    }

    /// Stores `data` under `key`, then trims the folder to ``capacity``. Failures are ignored (see above).
    public func store(_ data: Data, as key: String) {
        guard data.count <= capacity, makeFolder() else { return }
        let target = file(for: key)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UInt32.random(in: .min ... .max)).part")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        guard rename(temporary.path, target.path) == 0 else {
            unlink(temporary.path)
            return
        }
        var status = stat()
        let stored = lstat(target.path, &status) == 0 ? max(Int(status.st_size), Int(status.st_blocks) * 512) : data.count
        // The first store of a run lists the folder (and removes what a run that crashed left half written).
        let total = estimate.adding(stored) {
            removeAbandonedParts()
            return entries().reduce(0) { $0 + $1.size }
        }
        if total > capacity { trim() }
    }

    /// Removes the file stored under `key`, if any.
    public func remove(_ key: String) {
        unlink(file(for: key).path)
    }

    /// Removes every stored file; the bytes freed.
    @discardableResult
    public func clear() -> Int {
        let files = entries()
        for file in files { unlink(file.path) }
        removeAbandonedParts(olderThan: 0)
        return files.reduce(0) { $0 + $1.size }
    }

    /// Files stored now.
    public var count: Int {
        entries().count
    }

    /// Bytes stored now.
    public var size: Int {
        entries().reduce(0) { $0 + $1.size }
    }

    /// Removes the least recently used files until the folder holds at most ``capacity`` bytes, and files
    /// half written by a run that ended mid-store.
    func trim() {
        removeAbandonedParts()
        var files = entries()
        var total = files.reduce(0) { $0 + $1.size }
        defer { estimate.set(total) }
        guard total > capacity else { return }
        files.sort { $0.used < $1.used }
        for file in files where total > capacity {
            if unlink(file.path) == 0 || errno == ENOENT { total -= file.size }
        }
    }

    /// The stored files (not those being written) with the disk space they take (whole blocks: a 1 KB
    /// thumbnail takes 4 KB) and their last use.
    private func entries() -> [(path: String, size: Int, used: Date)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let path = folder.appendingPathComponent(name).path
            // stat(2) itself: Foundation's allocated-size keys on Linux count blocks of the wrong size.
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            let used = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
            return (path, max(Int(status.st_size), Int(status.st_blocks) * 512), used)
        }
    }

    /// Removes `.….part` files older than a minute: what a store left when its process ended before the
    /// rename (a store takes milliseconds, so a minute-old one is abandoned).
    private func removeAbandonedParts(olderThan age: TimeInterval = 60) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let cutoff = Date(timeIntervalSinceNow: -age)
        for name in names where name.hasPrefix(".") && name.hasSuffix(".part") {
            let path = folder.appendingPathComponent(name).path
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < cutoff {
                unlink(path)
            }
        }
    }

    /// The file for `key`: its safe characters (to read in a listing) and a hash of the whole key (so
    /// keys differing only in unsafe characters never share a file).
    private func file(for key: String) -> URL {
        let readable = String(key.unicodeScalars.prefix(80).map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII ? Character(scalar) : "-"
        })
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a, 64 bits
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return folder.appendingPathComponent("\(readable)-\(String(hash, radix: 16)).jpg")
    }

    /// Makes the folder (mode 0700) if it is missing; whether it exists now.
    private func makeFolder() -> Bool {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) { return isFolder.boolValue }
        return (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    }
}

/// A running total of a cache folder's bytes, shared by every copy of one ``ImageFileCache``.
private final class UsageEstimate: Sendable {
    private let bytes = Mutex<Int?>(nil)

    /// The total after adding `stored`; the first time, the folder is `measure`d (which includes it).
    func adding(_ stored: Int, measure: () -> Int) -> Int {
        bytes.withLock { total in
            let now = total.map { $0 + stored } ?? measure()
            total = now
            return now
        }
    }

    /// The total a listing found.
    func set(_ measured: Int) {
        bytes.withLock { $0 = measured }
    }
}
