import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the user's files private: database files `0600`, their folders `0700`. SQLite gives a database's
/// `-wal` and `-shm` the mode of the database itself, so a private database keeps its companions private.
///
/// A symbolic link in a file's place is followed by SQLite, as the user who made it meant, but its target
/// is never created, narrowed or given another mode here: it may be any file of the user's, and photolist
/// changes only its own.
enum FilePermissions {
    /// The mode of a database file and its `-wal` and `-shm`.
    static let file: mode_t = 0o600
    /// The mode of the folder holding them.
    static let folder: mode_t = 0o700

    /// Creates `path` as an empty file with mode ``file`` unless something is already there. SQLite takes
    /// an empty file for an empty database. A link to a file not there yet gets that file created, private
    /// too (SQLite would create it with the umask's mode); the link itself is the user's and stays.
    static func createPrivateFile(_ path: String) throws(PersistenceError) {
        // O_EXCL fails on any link, even a dangling one.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, file)
        if descriptor >= 0 {
            fchmod(descriptor, file)  // the umask may have narrowed it further, never widened; set it exactly
            close(descriptor)
        } else if errno == EEXIST, isDanglingLink(path) {
            // Followed, without O_EXCL: a file that appeared there meanwhile is opened as it is, unchanged.
            let created = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, file)
            if created >= 0 { close(created) }
        } else if errno != EEXIST {
            throw .inaccessible(path: path, reason: "cannot create it (\(String(cString: strerror(errno))))")
        }
    }

    /// Whether `path` is a symbolic link to nothing (yet).
    private static func isDanglingLink(_ path: String) -> Bool {
        var link = stat(), target = stat()
        return lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK && stat(path, &target) != 0 && errno == ENOENT
    }

    /// Narrows `path` to `mode` when it allows more and this user owns it: the permissions outside `mode`
    /// are taken away and none is given, so a folder the user made read-only (`0555`) becomes `0500`, still
    /// read-only, and is reported as not writable rather than quietly made writable. A file someone else
    /// owns, one that is missing, and a symbolic link (and so what it points to) are left as they are:
    /// tightening is never a reason to fail.
    static func tighten(_ path: String, to mode: mode_t) {
        guard let status = ownStatus(path), status.st_mode & 0o777 & ~mode != 0 else { return }
        setMode(path, status.st_mode & 0o777 & mode)
    }

    /// Gives `path` itself `mode`, never what it points to: the name is opened without following a link,
    /// and the mode is set on what was opened, after checking it is this user's, so a name another process
    /// turned into a link after ``ownStatus(_:)`` looked at it changes nothing. A file this user may not
    /// open (no read or write permission) is changed by name without following a link instead, where the C
    /// library can (glibc 2.32 and later with /proc, or Darwin). Whether it worked is not asked: tightening
    /// is never a reason to fail.
    static func setMode(_ path: String, _ mode: mode_t) {
        // Only a file or a folder is opened: opening a device or a pipe can act on it.
        var named = stat()
        guard lstat(path, &named) == 0, named.st_mode & S_IFMT == S_IFREG || named.st_mode & S_IFMT == S_IFDIR else { return }
        var descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0, errno == EACCES {
            descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            if errno == EACCES || errno == EISDIR { _ = fchmodat(AT_FDCWD, path, mode, AT_SYMLINK_NOFOLLOW) }
            return
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_dev == named.st_dev, status.st_ino == named.st_ino, status.st_uid == geteuid()
        else { return }
        _ = fchmod(descriptor, mode)
    }

    /// `path`'s own status, not a link's target's, when it is this user's file or folder; `nil` for a
    /// link, a missing name, or someone else's.
    private static func ownStatus(_ path: String) -> stat? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK, status.st_uid == geteuid() else { return nil }
        return status
    }

    /// Narrows a database file and its `-wal`, `-shm` and `-journal` to ``file``, then gives each of those
    /// companions the database's own mode, as SQLite does when it creates them. A reader of a read-only
    /// database leaves a `-shm` it cannot write; once the database is writable again, that `-shm` would
    /// make every write fail ("attempt to write a readonly database") though nothing is wrong.
    static func tightenDatabase(_ path: String) {
        for suffix in [""] + DatabaseFile.companionSuffixes {
            tighten(path + suffix, to: file)
        }
        guard let database = ownStatus(path) else { return }
        let mode = database.st_mode & 0o777
        for suffix in DatabaseFile.companionSuffixes {
            guard let companion = ownStatus(path + suffix), companion.st_mode & 0o777 != mode else { continue }
            setMode(path + suffix, mode)
        }
    }
}
