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
/// index to go stale. Only regular files named as this cache names them are ever read, counted or removed,
/// and never through a link (see `PrivateFolder`): a folder or file put there by someone else is left alone. Files are written beside their name and renamed into place, so a reader never sees
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

    /// The file stored under `key` (in `group`, when it was stored in one), marked as just used; `nil`
    /// when there is none. A file stored under `key` before groups were used is found too.
    public func read(_ key: String, group: String? = nil) -> Data? {
        guard let folder = PrivateFolder(self.folder.path) else { return nil }
        for name in names(for: key, group: group) {
            if let data = read(name, in: folder) { return data }
        }
        return nil
    }

    /// Whether a file is stored under `key` (in `group`, or before groups were used).
    public func contains(_ key: String, group: String? = nil) -> Bool {
        guard let folder = PrivateFolder(self.folder.path) else { return false }
        return names(for: key, group: group).contains { folder.file($0) != nil }
    }

    /// The largest file stored in `group` (the same picture at several sizes: the one that loses least
    /// when drawn at another), marked as just used; `nil` when the group has none.
    public func readLargest(inGroup group: String) -> Data? {
        guard let folder = PrivateFolder(self.folder.path), let largest = largest(inGroup: group, in: folder) else { return nil }
        return read(largest.name, in: folder)
    }

    /// Removes the file ``readLargest(inGroup:)`` reads (it would not decode), so the next largest, or
    /// the source, is asked next time.
    public func removeLargest(inGroup group: String) {
        guard let folder = PrivateFolder(self.folder.path), let largest = largest(inGroup: group, in: folder) else { return }
        folder.remove(largest.name)
    }

    private func largest(inGroup group: String, in folder: borrowing PrivateFolder) -> PrivateFolder.Entry? {
        let prefix = Self.groupPrefix(group)
        // Only the group's names are looked at (no other file is stat'ed); ties go to the name, so the
        // same file is found every time.
        return folder.files { Self.isStoredName($0) && $0.hasPrefix(prefix) }.max { ($0.size, $0.name) < ($1.size, $1.name) }
    }

    private func read(_ name: String, in folder: borrowing PrivateFolder) -> Data? {
        let descriptor = folder.openForReading(name)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard let data = try? handle.readToEnd() else { return nil }
        folder.touch(name)  // now: the file is the most recently used
        return data
    }

    /// Stores `data` under `key`, in `group` when given (files of one group can be found without their
    /// keys: ``readLargest(inGroup:)``), then trims the folder to ``capacity``. Failures are ignored (see
    /// above).
    public func store(_ data: Data, as key: String, group: String? = nil) {
        guard data.count <= capacity, makeFolder(), let folder = PrivateFolder(self.folder.path) else { return }
        let name = fileName(for: key, group: group)
        let temporary = ".\(name).\(UInt32.random(in: .min ... .max)).part"
        guard write(data, to: temporary, in: folder) else {
            folder.remove(temporary)
            return
        }
        guard folder.rename(temporary, to: name) else {
            folder.remove(temporary)
            return
        }
        let stored = folder.file(name)?.bytes ?? data.count
        // The first store of a run lists the folder (and removes what a run that crashed left half written).
        let total = estimate.adding(stored) {
            removeAbandonedParts(in: folder)
            return entries(in: folder).reduce(0) { $0 + $1.bytes }
        }
        if total > capacity { trim(folder) }
    }

    /// Removes the file stored under `key` (in `group`, when it was stored in one, and under `key` alone,
    /// as before groups were used), if any.
    public func remove(_ key: String, group: String? = nil) {
        guard let folder = PrivateFolder(folder.path) else { return }
        for name in names(for: key, group: group) { folder.remove(name) }
    }

    /// Removes every stored file; the files and bytes freed. A folder that is a link is not this cache's
    /// own and is left alone, as is anything in the folder that is not a file this cache wrote.
    @discardableResult
    public func clear() -> (files: Int, bytes: Int) {
        guard let folder = PrivateFolder(self.folder.path) else { return (0, 0) }
        let removed = entries(in: folder).filter { folder.remove($0.name) }
        removeAbandonedParts(in: folder, olderThan: 0)
        estimate.set(0)
        return (removed.count, removed.reduce(0) { $0 + $1.bytes })
    }

    /// Whether the folder is a link: then it is not this cache's own, and the cache neither reads, writes
    /// nor removes anything there (every lookup is a miss).
    public var folderIsALink: Bool {
        var status = stat()
        return lstat(folder.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Files stored now.
    public var count: Int {
        guard let folder = PrivateFolder(folder.path) else { return 0 }
        return entries(in: folder).count
    }

    /// Bytes stored now.
    public var size: Int {
        guard let folder = PrivateFolder(folder.path) else { return 0 }
        return entries(in: folder).reduce(0) { $0 + $1.bytes }
    }

    /// Removes the least recently used files until the folder holds at most ``capacity`` bytes, and files
    /// half written by a run that ended mid-store.
    func trim() {
        guard let folder = PrivateFolder(self.folder.path) else { return }
        trim(folder)
    }

    private func trim(_ folder: borrowing PrivateFolder) {
        removeAbandonedParts(in: folder)
        var files = entries(in: folder)
        var total = files.reduce(0) { $0 + $1.bytes }
        defer { estimate.set(total) }
        guard total > capacity else { return }
        files.sort { $0.modified < $1.modified }
        for file in files where total > capacity {
            if folder.remove(file.name) { total -= file.bytes }
        }
    }

    /// The stored files (regular files named as this cache names them, not those being written), with the
    /// disk space they take (whole blocks: a 1 KB thumbnail takes 4 KB) and their last use.
    private func entries(in folder: borrowing PrivateFolder) -> [PrivateFolder.Entry] {
        folder.files(where: Self.isStoredName)
    }

    /// Removes `.….part` files older than a minute: what a store left when its process ended before the
    /// rename (a store takes milliseconds, so a minute-old one is abandoned).
    private func removeAbandonedParts(in folder: borrowing PrivateFolder, olderThan age: TimeInterval = 60) {
        let cutoff = Date(timeIntervalSinceNow: -age)
        for part in folder.files(where: Self.isPartName) where part.modified <= cutoff {
            folder.remove(part.name)
        }
    }

    /// Writes all of `data` into a new file `name` of `folder`; whether every byte was written.
    private func write(_ data: Data, to name: String, in folder: borrowing PrivateFolder) -> Bool {
        let descriptor = folder.createExclusive(name)
        guard descriptor >= 0 else { return false }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return (try? handle.write(contentsOf: data)) != nil
    }

    /// Whether `name` is one this cache gives a stored file: the key's safe characters, a hash, `.jpg`.
    static func isStoredName(_ name: String) -> Bool {
        guard name.hasSuffix(".jpg"), !name.hasPrefix(".") else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == ".") }
    }

    /// Whether `name` is one of this cache's files being written: `.<stored name>.<number>.part`.
    static func isPartName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".part") else { return false }
        let inner = name.dropFirst().dropLast(".part".count)
        guard let dot = inner.lastIndex(of: "."), !inner[inner.index(after: dot)...].isEmpty, inner[inner.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return isStoredName(String(inner[..<dot]))
    }

    /// The file for `key`: its safe characters (to read in a listing) and a hash of the whole key (so
    /// keys differing only in unsafe characters never share a file), after its group's prefix if any.
    private func fileName(for key: String, group: String?) -> String {
        let readable = String(key.unicodeScalars.prefix(80).map { scalar in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII ? Character(scalar) : "-"
        })
        return (group.map(Self.groupPrefix) ?? "") + "\(readable)-\(String(Self.hash(key), radix: 16)).jpg"
    }

    /// The names `key` may be stored under: its name in `group`, then the name it had before groups.
    private func names(for key: String, group: String?) -> [String] {
        [fileName(for: key, group: group)] + (group == nil ? [] : [fileName(for: key, group: nil)])
    }

    /// How the names of a group's files begin: `g`, the group's hash, and a dot.
    private static func groupPrefix(_ group: String) -> String {
        "g\(String(hash(group), radix: 16))."
    }

    /// FNV-1a, 64 bits.
    private static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// Makes the folder (mode 0700) if it is missing; whether it exists now.
    private func makeFolder() -> Bool {
        var status = stat()
        if lstat(folder.path, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
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
