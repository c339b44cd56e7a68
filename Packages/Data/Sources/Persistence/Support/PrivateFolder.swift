import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One of photolist's own folders, opened without following a link, and the regular files in it.
///
/// Every cleanup goes through it, so none can reach outside photolist's files: the folder is opened with
/// `O_NOFOLLOW` (a link in its place, say `images -> ~/Documents`, is not photolist's and is left alone),
/// entries are looked at with `AT_SYMLINK_NOFOLLOW` and only regular files are listed, and files are
/// removed with `unlinkat`, which removes a link itself rather than what it points to and never removes a
/// folder. A file swapped for something else between the look and the removal is therefore never a way
/// to delete anything else.
struct PrivateFolder: ~Copyable {
    /// A regular file in the folder.
    struct Entry {
        /// Its name in the folder.
        let name: String
        /// The disk space it takes: whole blocks, at least its size.
        let bytes: Int
        /// Its size in bytes.
        let size: Int
        /// When it was last modified.
        let modified: Date
    }

    private let descriptor: Int32

    /// Opens the folder at `path`; `nil` when it is missing, not a folder, a link, or cannot be read.
    init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The regular files whose names `include` accepts (links, folders and other nodes are never listed).
    func files(where include: (String) -> Bool) -> [Entry] {
        let listing = dup(descriptor)
        guard listing >= 0, let stream = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return []
        }
        defer { closedir(stream) }
        rewinddir(stream)  // a duplicate shares the position an earlier listing left at the end
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = Self.name(of: entry)
            guard name != ".", name != "..", include(name), let found = file(name) else { continue }
            entries.append(found)
        }
        return entries
    }

    /// The name in a directory entry, read in place up to its terminating NUL.
    ///
    /// Not `entry.pointee.d_name`: that copies the whole 256-byte array, but the C library packs its
    /// entries only as long as their names, so the copy of one near the end of its buffer reads past it,
    /// which crashed once a folder held about a thousand files.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }

    /// The regular file `name`, or `nil` when there is none (or something else has that name).
    func file(_ name: String) -> Entry? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        return Entry(name: name, bytes: max(Int(status.st_size), Int(status.st_blocks) * 512), size: Int(status.st_size), modified: modified)
    }

    /// Removes the entry `name` if it is a regular file or a link (the link itself); whether it is gone.
    @discardableResult
    func remove(_ name: String) -> Bool {
        unlinkat(descriptor, name, 0) == 0 || errno == ENOENT
    }

    /// Opens `name` for reading without following a link; the descriptor, or `-1`.
    func openForReading(_ name: String) -> Int32 {
        openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// Creates `name` for writing, mode `0600`: never an existing name, never through a link.
    func createExclusive(_ name: String) -> Int32 {
        openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    }

    /// Renames `name` to `newName` inside the folder; whether it succeeded.
    func rename(_ name: String, to newName: String) -> Bool {
        renameat(descriptor, name, descriptor, newName) == 0
    }

    /// Marks `name` as just used (its modification time, now), without following a link.
    func touch(_ name: String) {
        utimensat(descriptor, name, nil, AT_SYMLINK_NOFOLLOW)
    }
}
