import Domain
import Persistence

/// One-line descriptions of storage failures for the composition root's warnings and errors.
enum StorageMessages {
    /// The reason a store failed, in words.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? PersistenceError else { return "\(error)" }
        return switch error {
        case .corrupt: "the file is damaged"
        case .busy: "another program, such as another photolist, is using it"
        case .full: "the disk is full"
        case .newerVersion: "a newer version of photolist wrote it"
        case .foreign: "it is not a photolist file"
        case .inaccessible(_, let reason), .unreadable(_, let reason): reason
        case .cancelled: "the work on it was cancelled"
        }
    }

    /// What to add after ``describe(_:)``'s words, or nil: for a full disk, the file size limit when it may
    /// be what was met (``CommandHint/fileSizeLimitNote(for:)``).
    static func note(for error: any Error) -> String? {
        guard case .full(let path)? = error as? PersistenceError else { return nil }
        return CommandHint.fileSizeLimitNote(for: path)
    }

    /// The domain error for the cache at `path` that could not be opened (Presentation words it), as
    /// ``libraryError(_:)`` is for the library.
    static func cacheError(_ error: any Error, path: String) -> DomainError {
        (error as? PersistenceError)?.cacheDomainError
            ?? .storage(StorageFailure(.cache, path: path, reason: .inaccessible("\(error)")))
    }

    /// The domain error for a library that could not be opened (Presentation words it). Opening reports a
    /// `PersistenceError`; anything else is passed on as an unusable library whose path is not known.
    static func libraryError(_ error: any Error) -> DomainError {
        (error as? PersistenceError)?.libraryDomainError
            ?? .storage(StorageFailure(.library, path: "", reason: .inaccessible("\(error)")))
    }
}
