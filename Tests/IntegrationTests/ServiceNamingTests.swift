import Domain
import Foundation
@testable import photolist
import Testing

@Suite("A command's failure to reach the photo service names where it asked")
struct ServiceNamingTests {
    let address = URL(string: "https://ada:secret@API.example.com:8443/v1/")!

    @Test("given a refused connection, when named, then the line ends with the address, without its user or password")
    func refusedConnectionNamesTheAddress() {
        let failure = CommandFailure(message: "cannot connect to the photo service.", status: .unavailable, cause: .connectivity(.cannotConnect))

        let named = failure.namingTheService(at: address, timeout: .seconds(30))

        #expect(named.message == "cannot connect to the photo service. Address: https://api.example.com:8443/v1.")
        #expect(named.status == .unavailable)
        #expect(!named.message.contains("secret"))
    }

    @Test("given a timeout, when named, then the line says how long it waited as the user gave it", arguments: [
        (30.0, "30 s"), (1.5, "1.5 s"), (0.1, "0.1 s"), (3_600.0, "3,600 s"), (0.125, "0.125 s"), (1_000.125, "1,000.125 s"), (2.05, "2.05 s"),
    ])
    func timeoutSaysHowLong(seconds: Double, shown: String) {
        let failure = CommandFailure(message: "no answer in time.", status: .unavailable, cause: .connectivity(.timedOut))

        let named = failure.namingTheService(at: URL(string: "http://127.0.0.1:9")!, timeout: GlobalOptions.duration(seconds: seconds))

        #expect(named.message == "no answer in time. It waited \(shown), retries included (--timeout). Address: http://127.0.0.1:9.")
    }

    @Test("given a sync stopped by an unreachable source, when named, then the address follows its line")
    func stoppedSyncNamesTheAddress() {
        let cause = DomainError.syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 3, pagesSynced: 1), cause: .connectivity(.hostNotFound)))
        let failure = CommandFailure(message: "synced 1 of 3 pages, then: cannot find the host.", status: .unavailable, cause: cause)

        #expect(failure.namingTheService(at: address, timeout: .seconds(30)).message.hasSuffix("Address: https://api.example.com:8443/v1."))
    }

    @Test("given failures that are not about reaching the source, when named, then they are left as they were", arguments: [
        DomainError.notFound, .sourceFailed(diagnosticCode: 503), .rateLimited(resetsAt: nil), .notCached,
        .fileHost(FileHostFailure(host: "images.example.com", cause: .connectivity(.cannotConnect))),
    ])
    func otherFailuresStay(cause: DomainError) {
        let failure = CommandFailure(message: "as it was", status: .failure, cause: cause)

        #expect(failure.namingTheService(at: address, timeout: .seconds(30)).message == "as it was")
    }

    @Test("given a failure with no domain cause, when named, then it is left as it was")
    func uncausedFailureStays() {
        let failure = CommandFailure(message: "as it was", status: .usage)

        #expect(failure.namingTheService(at: address, timeout: .seconds(30)).message == "as it was")
    }
}
