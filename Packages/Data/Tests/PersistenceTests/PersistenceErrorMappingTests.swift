import Domain
@testable import Persistence
import Testing

/// Every `PersistenceError` reaches the domain as a `StorageFailure` value naming the store, the file and
/// the reason, with no words: Presentation writes them.
@Suite("PersistenceError to StorageFailure")
struct PersistenceErrorMappingTests {
    @Test("given each persistence error, when mapped for the library, then the failure names the library, the file and the matching reason",
          arguments: [
              (PersistenceError.corrupt(path: "/l"), StorageFailure.Reason.damaged),
              (.busy(path: "/l"), .inUse),
              (.full(path: "/l"), .full),
              (.newerVersion(path: "/l"), .newerVersion),
              (.foreign(path: "/l"), .foreign),
              (.inaccessible(path: "/l", reason: "Permission denied"), .inaccessible("Permission denied")),
              (.unreadable(path: "/l", reason: "bad date"), .unreadable("bad date")),
          ])
    func libraryMapping(error: PersistenceError, reason: StorageFailure.Reason) {
        #expect(error.libraryDomainError == .storage(StorageFailure(.library, path: "/l", reason: reason)))
    }

    @Test("given a damaged cache, when mapped for the cache, then the failure names the cache, not the library")
    func cacheMapping() {
        #expect(PersistenceError.corrupt(path: "/c").cacheDomainError == .storage(StorageFailure(.cache, path: "/c", reason: .damaged)))
    }
}
