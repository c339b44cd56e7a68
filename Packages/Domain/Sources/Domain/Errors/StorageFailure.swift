/// Why a file holding the user's data could not be used: which store, which file, and what was wrong.
/// Carries no words: Presentation writes the sentence, so every layer below can report a storage failure
/// as a value and the app and the browser word it the same way.
public struct StorageFailure: Hashable, Sendable {
    /// Which of the user's files failed.
    public enum Store: Hashable, Sendable {
        /// The library: favourites and recent searches, which only the user can recreate.
        case library
        /// The offline cache, which can always be cleared and fetched again.
        case cache
        /// A file a download saves to, or its folder.
        case download
    }

    /// What was wrong with the file.
    public enum Reason: Hashable, Sendable {
        /// The file is not a database, or is damaged. It was left as it was.
        case damaged
        /// Another process is using the file; trying again later works.
        case inUse
        /// The disk holding the file is full (or a quota or file-size limit is reached); nothing was half-written.
        case full
        /// A newer photolist wrote the file. It was left as it was.
        case newerVersion
        /// The file belongs to some other program. It was left as it was.
        case foreign
        /// The folder the file would go in does not exist.
        case folderMissing
        /// Something other than a regular file (a folder, a device) is at the path; nothing replaces it.
        case notAFile
        /// A symbolic link is at the path; nothing is written through it (it may lead anywhere) or over it.
        case symbolicLink
        /// A file is already at the path and replacing it was not asked for; nothing was replaced.
        case alreadyExists
        /// The file or its folder cannot be created, read or written; the text is the system's reason.
        case inaccessible(String)
        /// What the file holds could not be read back; the text is the system's reason.
        case unreadable(String)
    }

    /// Which store the file belongs to.
    public let store: Store
    /// The file's path, or the folder's for ``Reason/folderMissing``.
    public let path: String
    /// What was wrong.
    public let reason: Reason

    /// A failure of the file at `path` in `store`, for `reason`.
    public init(_ store: Store, path: String, reason: Reason) {
        self.store = store
        self.path = path
        self.reason = reason
    }
}
