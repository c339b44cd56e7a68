import Domain
import Foundation
import Testing

@Suite("A source's outage")
struct SourceOutageTests {
    @Test("given a failure that says the source cannot answer now, when read as an outage, then it is one, and turns back into the same failure", arguments: [
        DomainError.connectivity(.cannotConnect), .connectivity(.timedOut), .sourceFailed(diagnosticCode: 503), .sourceFailed(diagnosticCode: nil),
        .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_800_000_000)), .rateLimited(resetsAt: nil),
    ])
    func outagesRoundTrip(error: DomainError) throws {
        let outage = try #require(SourceOutage(error))
        #expect(DomainError(outage) == error)
    }

    @Test("given a failure where the source answered with a refusal, or one on this side, when read as an outage, then it is none, so no old copy hides it", arguments: [
        DomainError.unauthorized, .forbidden, .notFound, .gone, .sourceRefused(diagnosticCode: 400), .invalidResponse("x"), .notCached,
        .connectivity(.responseTooLarge),
        .cancelled, .invalidRequest("x"), .subscriptionRequired, .unsupported("x"),
        .storage(StorageFailure(.cache, path: "/c", reason: .full)),
        .fileHost(FileHostFailure(host: "images.example.test", cause: .connectivity(.cannotConnect))),
    ])
    func refusalsAreNoOutage(error: DomainError) {
        #expect(SourceOutage(error) == nil)
    }
}
