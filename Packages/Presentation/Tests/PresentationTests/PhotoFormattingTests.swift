import Domain
import DomainTesting
import Foundation
import Presentation
import Testing

@Suite("PhotoFormatting")
struct PhotoFormattingTests {
    @Test("given counts of a noun, when formatted, then one is singular and any other count plural")
    func countedNouns() {
        #expect(PhotoFormatting.counted(1, "favourite") == "1 favourite")
        #expect(PhotoFormatting.counted(0, "picture") == "0 pictures")
        #expect(PhotoFormatting.counted(12, "page") == "12 pages")
        #expect(PhotoFormatting.counted(4_138, "photo") == "4,138 photos", "grouped as every count beside it")
    }

    @Test("given a width and height, when formatted, then they read as W × H")
    func dimensions() {
        #expect(PhotoFormatting.dimensions(width: 6000, height: 4000) == "6000 × 4000")
    }

    @Test(
        "given a like count, when formatted, then it is compact and rounded down to one decimal",
        arguments: [
            (0, "0 likes"), (1, "1 like"), (999, "999 likes"), (1_000, "1k likes"), (1_234, "1.2k likes"),
            (1_299, "1.2k likes"), (12_345, "12.3k likes"), (999_999, "999.9k likes"), (1_500_000, "1.5M likes"),
            (2_000_000_000, "2B likes"), (2_500_000_000_000, "2.5T likes"), (999_999_999_999_999, "999.9T likes"),
            (1_000_000_000_000_000, "999T+ likes"), (Int.max, "999T+ likes"), (Int.min, "-999T+ likes"), (-1_500, "-1.5k likes"),
        ]
    )
    func likes(count: Int, expected: String) {
        #expect(PhotoFormatting.likes(count) == expected)
    }

    @Test("given a rate limit with a known reset time, at the photo service or at an image host, when described, then the UTC minute named is never before the reset", arguments: [
        (1_795_000_000.0, "2026-11-18 11:07"),  // 11:06:40: "after 11:06" would be 40 seconds early
        (1_794_999_960.0, "2026-11-18 11:06"),  // 11:06:00 exactly
        (1_794_999_960.5, "2026-11-18 11:07"),
    ])
    func rateLimitMessage(resetsAt: Double, expected: String) {
        let message = PhotoFormatting.message(for: .rateLimited(resetsAt: Date(timeIntervalSince1970: resetsAt)))
        let host = PhotoFormatting.message(for: .fileHost(FileHostFailure(host: "files.example.test", cause: .rateLimited(resetsAt: Date(timeIntervalSince1970: resetsAt)))))
        #expect(message == "The photo service's rate limit is reached. Try again after \(expected) UTC.")
        #expect(host.hasSuffix("is limiting requests. Try again after \(expected) UTC."), "\(host)")
    }

    @Test("given a quota with and without its limit, when described, then it reads as requests left", arguments: [
        (RateLimitStatus(remaining: 48, limit: 50), "48 of 50 requests left"),
        (RateLimitStatus(remaining: 4_999, limit: 5_000), "4,999 of 5,000 requests left"),
        (RateLimitStatus(remaining: 12_000, limit: nil), "12,000 requests left"),
        (RateLimitStatus(remaining: 1, limit: 50), "1 of 50 requests left"),
        (RateLimitStatus(remaining: 1, limit: nil), "1 request left"),
        (RateLimitStatus(remaining: 0, limit: nil), "0 requests left"),
    ])
    func rateLimitText(status: RateLimitStatus, expected: String) {
        #expect(PhotoFormatting.rateLimit(status) == expected)
    }

    @Test("given a source that does not count likes, when a row is formatted, then likes read as unknown, not zero")
    func unknownLikes() {
        let item = PhotoListItem(.fixture(likes: nil))
        #expect(item.likes == nil)
        #expect(item.likesText == "—")
        #expect(PhotoListItem(.fixture(likes: 0)).likesText == "0 likes")
    }

    @Test("given each kind of failure, when described, then the message is one non-empty sentence", arguments: [
        DomainError.invalidRequest("page must be 1 or greater (got 0)"), .connectivity(.hostNotFound),
        .connectivity(.timedOut), .connectivity(.stalled), .connectivity(.other(diagnostic: "boom")), .unauthorized, .forbidden, .rateLimited(resetsAt: nil),
        .notFound, .gone, .sourceFailed(diagnosticCode: 503), .sourceRefused(diagnosticCode: 418), .invalidResponse("not JSON"), .cancelled,
        .syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 3, pagesSynced: 1), cause: .connectivity(.timedOut))),
        .fileHost(FileHostFailure(host: "files.example.test", cause: .rateLimited(resetsAt: nil))),
    ])
    func everyErrorHasAMessage(error: DomainError) {
        let message = PhotoFormatting.message(for: error)
        #expect(message.hasSuffix("."))
        #expect(!message.contains("\n"))
        #expect(message.count > 10)
    }
}

@Suite("Source failure messages")
struct SourceFailureMessageTests {
    @Test("given a source failure or refusal, when worded, then the diagnostic code and the service's own words are quoted only when known",
          arguments: [
              (DomainError.sourceFailed(diagnosticCode: 503), "The photo service failed (HTTP 503). Try again later."),
              (.sourceFailed(diagnosticCode: nil), "The photo service failed. Try again later."),
              (.sourceFailed(diagnosticCode: 503, retryAfter: Date(timeIntervalSince1970: 1_795_000_000)),
               "The photo service failed (HTTP 503). Try again after 2026-11-18 11:07 UTC."),
              (.sourceRefused(diagnosticCode: 403), "The photo service refused the request (HTTP 403)."),
              (.sourceRefused(diagnosticCode: nil), "The photo service refused the request."),
              (.sourceRefused(diagnosticCode: 400, reason: "per_page must be at most 30"), #"The photo service refused the request (HTTP 400), saying: "per_page must be at most 30"."#),
              (.forbidden, "The photo service does not allow this request (HTTP 403). Check the access key's permissions, if the service uses one."),
          ])
    func wording(error: DomainError, expected: String) {
        #expect(PhotoFormatting.message(for: error) == expected)
    }

    @Test("given a sync that stopped on a page, when worded, then it says how far it got, then why", arguments: [
        (SyncProgress(pagesRequested: 3, pagesSynced: 1), "Synced 1 of 3 pages, then: The photo service failed (HTTP 503). Try again later."),
        (SyncProgress(pagesRequested: 1), "Synced 0 of 1 page, then: The photo service failed (HTTP 503). Try again later."),
    ])
    func syncWording(progress: SyncProgress, expected: String) {
        let failure = SyncFailure(progress: progress, cause: .sourceFailed(diagnosticCode: 503))
        #expect(PhotoFormatting.message(for: .syncIncomplete(failure)) == expected)
    }

    @Test("given a download's file host failing, when worded, then it names that host and the file, never the service's access key", arguments: [
        (DomainError.sourceRefused(diagnosticCode: 401), "The image host files.example.test refused the file (HTTP 401)."),
        (.sourceFailed(diagnosticCode: 503), "The image host files.example.test failed (HTTP 503). Try again later."),
        (.sourceFailed(diagnosticCode: 503, retryAfter: Date(timeIntervalSince1970: 1_795_000_000)),
         "The image host files.example.test failed (HTTP 503). Try again after 2026-11-18 11:07 UTC."),
        (.notFound, "No such file on the image host files.example.test."),
        (.connectivity(.stalled), "The image host files.example.test began to send the file, then stopped or slowed to a trickle before the end."),
        (.connectivity(.cannotConnect), "Cannot connect to the image host files.example.test. Check your network connection."),
        (.connectivity(.timedOut), "The image host files.example.test did not send the file in time (none came, or it came too slowly)."),
    ])
    func fileHostWording(cause: DomainError, expected: String) {
        let error = DomainError.fileHost(FileHostFailure(host: "files.example.test", cause: cause))
        #expect(PhotoFormatting.message(for: error) == expected)
    }

    @Test("given every way a file host can fail, when worded, then the sentence is about that host or the file's address, never the photo service or its key", arguments: [
        DomainError.connectivity(.invalidAddress), .connectivity(.hostNotFound), .connectivity(.cannotConnect), .connectivity(.timedOut),
        .connectivity(.stalled), .connectivity(.insecureConnection), .connectivity(.responseTooLarge), .connectivity(.interrupted),
        .connectivity(.tooManyRedirects), .connectivity(.unsafeRedirect), .connectivity(.other(diagnostic: "boom")), .unauthorized, .forbidden,
        .rateLimited(resetsAt: nil), .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_800_000_000)), .notFound, .gone,
        .sourceFailed(diagnosticCode: 502), .sourceRefused(diagnosticCode: 451), .invalidResponse("the photo file is empty"),
    ])
    func everyFileHostFailureIsTheHosts(cause: DomainError) {
        let message = PhotoFormatting.message(for: .fileHost(FileHostFailure(host: "files.example.test", cause: cause)))

        #expect(message.contains("image host files.example.test") || message.contains("file's address"), "\(message)")
        #expect(!message.contains("photo service") && !message.contains("key"), "\(message)")
        #expect(message.hasSuffix(".") && !message.contains("\n"), "\(message)")
    }
}

@Suite("ErrorDisplay")
struct ErrorDisplayTests {
    @Test("given each domain error, when displayed, then it keeps the error and its retry advice matches its kind", arguments: [
        (DomainError.invalidRequest("x"), false),
        (.connectivity(.timedOut), true),
        (.connectivity(.stalled), true),
        (.connectivity(.invalidAddress), false),
        (.sourceFailed(diagnosticCode: 502), true),
        (.sourceRefused(diagnosticCode: 400), false),
        (.invalidResponse("x"), false),
        (.unauthorized, false),
        (.forbidden, false),
        (.rateLimited(resetsAt: nil), true),
        (.notFound, false),
        (.gone, false),
        (.cancelled, true),
        (.syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 2), cause: .sourceFailed(diagnosticCode: 502))), true),
        (.syncIncomplete(SyncFailure(progress: SyncProgress(pagesRequested: 2), cause: .unauthorized)), false),
        (.fileHost(FileHostFailure(host: nil, cause: .connectivity(.stalled))), true),
        (.fileHost(FileHostFailure(host: nil, cause: .sourceRefused(diagnosticCode: 403))), false),
    ])
    func retryAdvice(error: DomainError, retryable: Bool) {
        let display = ErrorDisplay(error)
        #expect(display.error == error)
        #expect(display.isRetryable == retryable)
    }
}

@Suite("Relative dates and sizes")
struct RelativeFormattingTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("given an age, when formatted relative to now, then it reads as a person would say it", arguments: [
        (0.0, "just now"),
        (59, "just now"),
        (60, "1 minute ago"),
        (45 * 60, "45 minutes ago"),
        (3_600, "1 hour ago"),
        (23 * 3_600, "23 hours ago"),
        (30 * 3_600, "yesterday"),
        (3 * 86_400, "3 days ago"),
        (65 * 86_400, "2 months ago"),
        (800 * 86_400, "2 years ago"),
        (-30, "just now"),
        (-3_600, "in the future"),
    ] as [(TimeInterval, String)])
    func relative(age: TimeInterval, expected: String) {
        #expect(PhotoFormatting.relative(Self.now.addingTimeInterval(-age), now: Self.now) == expected)
    }

    @Test("given a date from a hostile source, when formatted, then it does not trap")
    func extremeDates() {
        #expect(PhotoFormatting.relative(.distantPast, now: Self.now).hasSuffix("years ago"))
        #expect(PhotoFormatting.relative(Date(timeIntervalSince1970: -1e18), now: Self.now).hasSuffix("years ago"))
    }

    @Test("given byte counts, when formatted, then decimal units with one decimal are used", arguments: [
        (Int64(0), "0 B"), (999, "999 B"), (1_000, "1.0 KB"), (1_234_567, "1.2 MB"), (3_000_000_000, "3.0 GB"),
    ])
    func bytes(count: Int64, expected: String) {
        #expect(PhotoFormatting.bytes(count) == expected)
    }

    @Test("given progress with and without a known size, when formatted, then the share is shown only when known, and a retry names its attempt")
    func progress() {
        #expect(PhotoFormatting.progress(DownloadProgress(receivedBytes: 1_500_000, expectedBytes: 3_000_000)) == "50% (1.5 MB of 3.0 MB)")
        #expect(PhotoFormatting.progress(DownloadProgress(receivedBytes: 1_500_000, expectedBytes: nil)) == "1.5 MB")
        #expect(PhotoFormatting.progress(DownloadProgress(receivedBytes: 0, expectedBytes: nil, attempt: 2)) == "0 B, attempt 2")
        #expect(PhotoFormatting.progress(DownloadProgress(receivedBytes: 750_000, expectedBytes: 3_000_000, attempt: 3)) == "25% (750.0 KB of 3.0 MB), attempt 3")
    }
}

@Suite("Sentences that continue another")
struct ContinuingSentenceTests {
    @Test("given a sentence, when made to continue another after a colon, then its first letter is lowercased unless it begins an acronym", arguments: [
        ("The image host failed.", "the image host failed."), ("A secure connection could not be made.", "a secure connection could not be made."),
        ("HTTP 503 came back.", "HTTP 503 came back."), ("TLS failed.", "TLS failed."), ("", ""), ("X", "x"),
    ])
    func continues(sentence: String, expected: String) {
        #expect(PhotoFormatting.continuingSentence(sentence) == expected)
        #expect(PhotoFormatting.pictureNotShown(sentence) == "Picture not shown: " + expected)
    }

    @Test("given a library on a full disk and a source that failed, when said after a colon, then the storage failure comes without its heading and the other in lower case")
    func clausesAfterAColon() {
        let full = DomainError.storage(StorageFailure(.library, path: "/home/u/library.sqlite", reason: .full))

        #expect(PhotoFormatting.favoritesReadOnly(because: full) == "favourites are read-only: the disk holding the library file /home/u/library.sqlite is full; free some space and try again.")
        #expect(PhotoFormatting.clause(for: .sourceFailed(diagnosticCode: 503)) == "the photo service failed (HTTP 503). Try again later.")
    }

    @Test("given a picture whose address was refused before anything was sent, when worded, then it says the picture was not fetched and why, and no host is said to have sent anything")
    func aRefusedAddressSaysNothingWasFetched() {
        let message = PhotoFormatting.pictureMessage(for: .invalidRequest("its address carries a user name or password, which photolist never sends"), host: "127.0.0.1:8080")

        #expect(message == "The picture was not fetched: its address carries a user name or password, which photolist never sends.")
    }

    @Test("given topics and collections with and without a count and more to say, when worded, then a list's line is the title then the facts, and the facts alone never repeat the title", arguments: [
        (Int?(1_530), String?("Walls"), "Wallpapers · 1,530 photos — Walls", String?("1,530 photos — Walls")),
        (nil, "Walls", "Wallpapers — Walls", "— Walls"), (7, nil, "Wallpapers · 7 photos", "7 photos"), (nil, nil, "Wallpapers", nil),
    ])
    func topicAndCollectionLines(count: Int?, description: String?, line: String, facts: String?) {
        let topic = Topic(id: "t", slug: "wallpapers", title: "Wallpapers", description: description, totalPhotos: count)
        let curator = description.map { Author(username: "w", name: $0, profileURL: nil) }
        let collection = PhotoCollection(id: "c", title: "Wallpapers", description: nil, totalPhotos: count, curator: curator)

        #expect(PhotoFormatting.line(of: topic) == line)
        #expect(PhotoFormatting.facts(of: topic) == facts)
        #expect(PhotoFormatting.line(of: collection) == line.replacingOccurrences(of: "— Walls", with: "— by Walls"))
        #expect(PhotoFormatting.facts(of: collection) == facts?.replacingOccurrences(of: "— Walls", with: "— by Walls"))
    }
}
