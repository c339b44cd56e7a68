public import Domain

extension PhotoFormatting {
    /// One actionable sentence for a file of the user's data that could not be used: the file, what was
    /// wrong, and what to do. Names no command, since the browser shows it as well as the command line.
    public static func message(for failure: StorageFailure) -> String {
        if failure.reason == .alreadyExists {
            return "\(failure.path) already exists; it was left as it is."
        }
        return "Storage error: \(sentence(for: failure))."
    }

    /// The notice a screen shows at start when the user's library (favourites and recent searches) opened
    /// but cannot be written: "favourites are read-only: " and why. Lists still show and mark favourites.
    public static func favoritesReadOnly(because error: DomainError) -> String {
        "favourites are read-only: " + clause(for: error)
    }

    /// The notice a screen shows at start when the user's library could not be opened at all: "favourites
    /// are off: " and why. Everything else still works.
    public static func favoritesOff(because error: DomainError) -> String {
        "favourites are off: " + clause(for: error)
    }

    /// What an app says as it ends of favourite changes not stored: `refused` by the store, the last for
    /// `lastRefusal` ("1 favourite change was not stored: the disk holding … is full; …"), and `stillWaiting`
    /// for the store when it ended, which may or may not have reached it ("2 favourite changes may not have
    /// been stored: they were still waiting for the library when photolist ended."); both in one sentence,
    /// the refused first.
    public static func favoriteChangesNotStored(_ refused: Int, stillWaiting: Int, lastRefusal: DomainError?) -> String {
        let waiting = stillWaiting == 1 ? "it was" : "they were"
        let waited = "\(waiting) still waiting for the library when photolist ended."
        guard refused > 0, let lastRefusal else {
            return "\(counted(stillWaiting, "favourite change")) may not have been stored: " + waited
        }
        let notStored = "\(counted(refused, "favourite change")) \(refused == 1 ? "was" : "were") not stored: " + clause(for: lastRefusal)
        guard stillWaiting > 0 else { return notStored }
        return notStored.dropLast() + "; \(stillWaiting) more may not have been: " + waited
    }

    /// `error`'s words to follow a colon inside a sentence ("favourites are read-only: the disk holding …
    /// is full; …"): a storage failure's without its "Storage error:" heading, any other in lower case.
    public static func clause(for error: DomainError) -> String {
        guard case .storage(let failure) = error, failure.reason != .alreadyExists else { return continuingSentence(message(for: error)) }
        return sentence(for: failure) + "."
    }

    private static func sentence(for failure: StorageFailure) -> String {
        let file = file(failure)
        return switch failure.reason {
        case .damaged: "\(file) is damaged; \(startAgain(failure.store))"
        case .inUse: "another program, such as another photolist, is using \(file); try again when it has finished"
        case .full where failure.store == .cache: "the disk holding \(file) is full; free some space, or clear the cache"
        case .full: "the disk holding \(file) is full; free some space and try again"
        case .newerVersion where failure.store == .library:
            "\(file) was written by a newer version of photolist; photolist left it untouched. Use the newer version"
        case .newerVersion: "\(file) was written by a newer version of photolist; \(startAgain(failure.store))"
        case .foreign where failure.store == .library:
            "\(failure.path) is not a photolist library; photolist left it untouched. Move it aside to start a new library"
        case .foreign: "\(failure.path) is not a photolist \(storeName(failure.store)); \(startAgain(failure.store))"
        case .folderMissing: "the folder \(failure.path) does not exist"
        case .notAFile: "\(failure.path) exists and is not a regular file; photolist saves only into files"
        case .symbolicLink: "\(failure.path) is a symbolic link; photolist saves only into files, never through a link: name the file itself (or - for standard output)"
        case .alreadyExists: "\(failure.path) already exists; it was left as it is"
        case .inaccessible(let reason) where failure.store == .download: "cannot save \(file): \(reason)"
        case .inaccessible(let reason): "cannot use \(file): \(reason)"
        case .unreadable(let reason) where failure.store == .download: "cannot read back \(file): \(reason)"
        case .unreadable(let reason): "cannot read \(file): \(reason)"
        }
    }

    /// The file as a sentence names it: "the library file /x/library.sqlite", or a download's bare path.
    private static func file(_ failure: StorageFailure) -> String {
        switch failure.store {
        case .library, .cache:
            failure.path.isEmpty ? "the \(storeName(failure.store)) file" : "the \(storeName(failure.store)) file \(failure.path)"
        case .download: failure.path.isEmpty ? "the file" : failure.path
        }
    }

    private static func storeName(_ store: StorageFailure.Store) -> String {
        switch store {
        case .library: "library"
        case .cache: "cache"
        case .download: "file"
        }
    }

    /// What to do about a file that is kept as it was: the library is the user's own, the cache is not.
    private static func startAgain(_ store: StorageFailure.Store) -> String {
        switch store {
        case .library: "photolist left it untouched. Move it aside to start a new library, or restore it from a backup"
        case .cache: "clearing the cache starts a new one"
        case .download: "photolist left it untouched"
        }
    }
}
