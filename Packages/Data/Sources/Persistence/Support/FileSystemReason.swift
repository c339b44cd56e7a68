import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file-system call failed, as a clause to end a user's one line with: the system's words
/// ("Permission denied") when the error carries a POSIX code, else Foundation's description without its
/// preamble and final stop ("A file with the same name already exists", not "The operation could not be
/// completed. A file with the same name already exists.").
enum FileSystemReason {
    /// `error` as that clause.
    static func of(_ error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        var text = Substring(error.localizedDescription)
        let preamble = "The operation could not be completed. "
        if text.hasPrefix(preamble), text.count > preamble.count { text = text.dropFirst(preamble.count) }
        if text.hasSuffix(".") { text = text.dropLast() }
        return String(text)
    }

    /// Why the folder `folder` could not be made: a file standing where it or one of its parents should be
    /// ("/home/u/.local is a file, not a folder"), which Foundation reports only by a number, else ``of(_:)``.
    static func ofCreating(folder: String, error: any Error) -> String {
        var url = URL(fileURLWithPath: folder)
        while url.path != "/" && !url.path.isEmpty {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? of(error) : "\(url.path) is a file, not a folder"
            }
            url.deleteLastPathComponent()
        }
        return of(error)
    }
}
