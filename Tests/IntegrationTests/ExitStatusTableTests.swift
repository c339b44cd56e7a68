import Domain
@testable import photolist
import Presentation
import Testing

/// The app's one table from domain failures to exit statuses, and the command-line hints it adds to
/// Presentation's sentences.
@Suite("Exit status table")
struct ExitStatusTableTests {
    @Test("given each domain error, when a command fails with it, then it exits with the documented status",
          arguments: [
              (DomainError.invalidRequest("x"), photolist.ExitStatus.usage),
              (.connectivity(.timedOut), .unavailable),
              (.sourceFailed(diagnosticCode: 503), .unavailable),
              (.sourceRefused(diagnosticCode: 451), .unavailable),
              (.forbidden, .accessDenied),
              (.invalidResponse("x"), .unavailable),
              (.notCached, .unavailable),
              (.unauthorized, .accessDenied),
              (.rateLimited(resetsAt: nil), .accessDenied),
              (.notFound, .notFound),
              (.gone, .notFound),
              (.storage(StorageFailure(.library, path: "/l", reason: .inUse)), .storage),
              (.storage(StorageFailure(.download, path: "/d", reason: .alreadyExists)), .storage),
              (.cancelled, .failure),
              (.syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 3, pagesSynced: 1), cause: .sourceFailed(diagnosticCode: 503))), .unavailable),
              (.syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 2), cause: .storage(StorageFailure(.cache, path: "/c", reason: .inUse)))), .storage),
              (.fileHost(FileHostFailure(host: "files.example.test", cause: .sourceRefused(diagnosticCode: 403))), .unavailable),
              (.fileHost(FileHostFailure(host: "files.example.test", cause: .notFound)), .notFound),
              (.fileHost(FileHostFailure(host: "files.example.test", cause: .rateLimited(resetsAt: nil))), .unavailable),
          ])
    func status(error: DomainError, expected: photolist.ExitStatus) {
        #expect(CommandFailure(ErrorDisplay(error)).status == expected)
    }

    @Test("given a failure the command line can help with, when reported, then the hint follows Presentation's sentence")
    func hints() {
        #expect(CommandFailure(ErrorDisplay(.notCached)).message.contains("or run `photolist sync` to fetch pages for offline use (a page is kept for its --per-page"))
        let exists = CommandFailure(ErrorDisplay(.storage(StorageFailure(.download, path: "/d/x.jpg", reason: .alreadyExists))))
        #expect(exists.message == "/d/x.jpg already exists; it was left as it is. --force downloads it anyway, replacing a file of the same name.")
        #expect(CommandFailure(ErrorDisplay(.notFound)).message == "the photo service has no such photo or page.")
    }
}
