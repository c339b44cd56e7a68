import Foundation
import Testing

/// End to end: `list`, `search` and `show` against every fault `photolist serve --fault` can inject,
/// through `--base-url`. Each run must end in its documented exit status with one or two readable lines, within
/// its time budget, leaving the cache and the library as they were (unless the call succeeded) and every
/// favourite in place.
@Suite("photolist against every injected fault", .timeLimit(.minutes(5 * TestTime.scale)))
struct FaultMatrixTests {
    struct Fault: Sendable, CustomTestStringConvertible {
        /// The `--fault` text, applied to every route.
        let rule: String
        /// The documented exit status.
        let exit: Int32
        /// Words the error line must contain (nothing for a success).
        let message: String

        var testDescription: String { rule }

        /// The `--timeout` a run gets (the whole wait, retries included): short for the faults that test it
        /// (an answer that comes late or too slowly), so they cost seconds; ample for the rest, whose
        /// answers a debug build can take seconds to make while the whole matrix runs at once on two cores.
        var timeout: Double {
            (rule.hasPrefix("delay=") || rule.hasPrefix("drip=") ? 3.0 : 20.0) * Double(TestTime.scale)
        }

        /// The most a run may take: its timeout plus starting and ending the process.
        var budget: Duration {
            .seconds(timeout + 9 * Double(TestTime.scale))
        }
    }

    enum Command: String, CaseIterable, Sendable {
        case list, search, show

        func arguments(photoID: String) -> [String] {
            switch self {
            case .list: ["list"]
            case .search: ["search", "lake"]
            case .show: ["show", photoID]
            }
        }
    }

    static let faults: [Fault] = [
        Fault(rule: "status=500", exit: 3, message: "failed (HTTP 500)"),
        Fault(rule: "text-status=503", exit: 3, message: "failed (HTTP 503)"),
        Fault(rule: "status=401", exit: 4, message: "rejected the access key."),
        Fault(rule: "status=404", exit: 5, message: "has no "),  // "…has no such photo or page", or for show, download and favorites add "…has no photo 'ID'"
        Fault(rule: "rate-limit", exit: 4, message: "rate limit is reached"),
        Fault(rule: "retry-after=1", exit: 4, message: "rate limit"),
        Fault(rule: "delay=5", exit: 3, message: "did not send its answer in time (none came, or it came too slowly). Try again. It waited \(3 * TestTime.scale) s, retries included (--timeout)."),
        Fault(rule: "drip=0.4", exit: 3, message: "did not send its answer in time (none came, or it came too slowly)"),
        Fault(rule: "truncate", exit: 3, message: "broke before the whole answer arrived"),
        Fault(rule: "reset", exit: 3, message: "broke before the whole answer arrived"),
        Fault(rule: "oversize=20", exit: 3, message: "larger than PhotoList accepts"),
        Fault(rule: "malformed-json", exit: 3, message: "is not the expected JSON"),
        Fault(rule: "html", exit: 3, message: "is not the expected JSON"),
        Fault(rule: "invalid-utf8", exit: 3, message: "is not the expected JSON"),
        Fault(rule: "empty", exit: 3, message: "is not the expected JSON"),
        Fault(rule: "quota-zero", exit: 0, message: ""),
        Fault(rule: "redirect-loop", exit: 3, message: "redirected too many times"),
        Fault(rule: "redirect-file", exit: 3, message: "an address PhotoList does not follow"),
        // The hostile shapes: numbers no photo has, floods of empty items, bodies that inflate, and answers
        // that are not HTTP at all.
        Fault(rule: "extreme-numbers", exit: 3, message: "sent an unexpected response"),
        Fault(rule: "item-flood=15", exit: 3, message: "is larger than a source sends"),
        Fault(rule: "gzip-bomb=64", exit: 3, message: "larger than PhotoList accepts"),
        Fault(rule: "http09", exit: 3, message: "the answer is not valid HTTP"),
        Fault(rule: "garbage-status", exit: 3, message: "the answer is not valid HTTP"),
        Fault(rule: "huge-header=200", exit: 3, message: "the answer is not valid HTTP"),
        Fault(rule: "no-length", exit: 0, message: ""),
    ]

    @Test("given a faulty server, when list, search and show run against it, then each fails cleanly and nothing is lost", arguments: faults)
    func faultyServer(_ fault: Fault) throws {
        let server = try ServedDemo(faults: [fault.rule])
        defer { server.stop() }

        for command in Command.allCases {
            let home = try SeededHome.copy()
            defer { try? FileManager.default.removeItem(at: home.root) }
            let before = try home.snapshot()

            let started = ContinuousClock.now
            let run = try PhotoListBinary.run(
                command.arguments(photoID: SeededHome.photoID)
                    + ["--base-url", server.baseURL, "--timeout", String(fault.timeout), "--json"],
                environment: ["HOME": home.root.path]
            )
            let elapsed = ContinuousClock.now - started
            let context = "\(command) with \(fault.rule): exit \(run.status), stderr: \(run.standardError)"

            #expect(run.status == fault.exit, "\(context)")
            #expect(elapsed < fault.budget, "\(context), took \(elapsed)")
            #expect(ErrorOutput.isReadable(run.standardError), "\(context)")
            if fault.exit == 0 {
                #expect(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) is [String: Any], "\(context)")
                // A successful search records its query; nothing else in the library may change.
                let after = try home.snapshot().library
                #expect(after.rows.filter { $0.key != "recentQuery" } == before.library.rows.filter { $0.key != "recentQuery" }, "\(context)")
                #expect(after.rows["recentQuery"]?.contains { $0.contains { $0.contains("lake") } } == (command == .search), "\(context)")
            } else {
                #expect(run.standardError.contains(fault.message), "\(context)")
                #expect(run.standardOutput.isEmpty, "\(context)")
                #expect(try home.snapshot() == before, "\(context): the cache or library changed")
            }
            #expect(try home.favoriteIDs() == [SeededHome.photoID], "\(context)")
        }
    }
}

/// What an error on standard error may look like: one or two `photolist:` lines, with no crash report,
/// no Swift runtime message and no bare transport code.
enum ErrorOutput {
    static func isReadable(_ standardError: String) -> Bool {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        let forbidden = ["Fatal error", "Backtrace", "backtrace", "Crash", "Thread 0", "Stack dump", "CURLE_", "curl:", "Swift runtime"]
        return lines.count <= 2
            && lines.allSatisfy { $0.hasPrefix("photolist: ") && $0.count < 400 }
            && !forbidden.contains { standardError.contains($0) }
    }
}
