public import Domain

extension PersistenceError {
    /// The domain error for a failure of the user's library: one sentence naming the file and what to do.
    public var libraryDomainError: DomainError {
        switch self {
        case .corrupt(let path):
            .storage("the library file \(path) is damaged; photolist left it untouched. Move it aside to start a new library, or restore it from a backup")
        case .busy(let path):
            .storage("another photolist is using the library file \(path); try again when it has finished")
        case .full(let path):
            .storage("the disk holding the library file \(path) is full; free some space and try again")
        case .newerVersion(let path):
            .storage("the library file \(path) was written by a newer version of photolist; photolist left it untouched. Use the newer version")
        case .foreign(let path):
            .storage("\(path) is not a photolist library; photolist left it untouched. Move it aside to start a new library")
        case .inaccessible(let path, let reason):
            .storage("cannot use the library file \(path): \(reason)")
        case .unreadable(let path, let reason):
            .storage("cannot read the library file \(path): \(reason)")
        }
    }

    /// The domain error for a failure of the disposable cache: one sentence naming the file.
    public var cacheDomainError: DomainError {
        switch self {
        case .corrupt(let path):
            .storage("the cache file \(path) is damaged; `photolist cache clear` starts a new one")
        case .busy(let path):
            .storage("another photolist is using the cache file \(path); try again when it has finished")
        case .full(let path):
            .storage("the disk holding the cache file \(path) is full; free some space, or `photolist cache clear`")
        case .newerVersion(let path):
            .storage("the cache file \(path) was written by a newer version of photolist; `photolist cache clear` starts a new one")
        case .foreign(let path):
            .storage("\(path) is not a photolist cache; `photolist cache clear` starts a new one")
        case .inaccessible(let path, let reason):
            .storage("cannot use the cache file \(path): \(reason)")
        case .unreadable(let path, let reason):
            .storage("cannot read the cache file \(path): \(reason)")
        }
    }
}
