public import Domain

extension PersistenceError {
    /// The domain error for a failure of the user's library: the file and what was wrong, as a value; a
    /// cancelled task's is `DomainError.cancelled`, never a fault of the file.
    public var libraryDomainError: DomainError {
        if case .cancelled = self { return .cancelled }
        return .storage(storageFailure(in: .library))
    }

    /// The domain error for a failure of the disposable cache: the file and what was wrong, as a value; a
    /// cancelled task's is `DomainError.cancelled`.
    public var cacheDomainError: DomainError {
        if case .cancelled = self { return .cancelled }
        return .storage(storageFailure(in: .cache))
    }

    /// The same failure in the domain's terms, for a file of `store`. Words are Presentation's, so none
    /// are written here.
    func storageFailure(in store: StorageFailure.Store) -> StorageFailure {
        switch self {
        case .corrupt(let path): StorageFailure(store, path: path, reason: .damaged)
        case .busy(let path): StorageFailure(store, path: path, reason: .inUse)
        case .full(let path): StorageFailure(store, path: path, reason: .full)
        case .newerVersion(let path): StorageFailure(store, path: path, reason: .newerVersion)
        case .foreign(let path): StorageFailure(store, path: path, reason: .foreign)
        case .inaccessible(let path, let reason): StorageFailure(store, path: path, reason: .inaccessible(reason))
        case .unreadable(let path, let reason): StorageFailure(store, path: path, reason: .unreadable(reason))
        // Only a file's own failures reach here: the domain errors above turn a cancellation into one.
        case .cancelled(let path): StorageFailure(store, path: path, reason: .unreadable("the work on it was cancelled"))
        }
    }
}
