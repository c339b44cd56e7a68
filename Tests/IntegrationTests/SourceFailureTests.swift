import Foundation
import HTTPTestServer
import Testing

/// End to end: the real binary against a scripted Unsplash-compatible server on loopback. Every failure
/// must end in one readable line on stderr and its documented exit status.
@Suite("photolist against a failing Unsplash-compatible server", .timeLimit(.minutes(2 * TestTime.scale)))
struct SourceFailureTests {
    private struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let status: Int
        var headers: [(String, String)] = []
        let body: String
        let exit: Int32
        let message: String

        var testDescription: String { name }
    }

    private static let cases: [Case] = [
        Case(name: "401 invalid token", status: 401, body: #"{"errors":["OAuth error: The access token is invalid"]}"#, exit: 4,
             message: "rejected the access key."),
        Case(name: "403 plain-text rate limit with a reset time", status: 403,
             headers: [("X-Ratelimit-Reset", String(Int(Date().timeIntervalSince1970) + 3_600))],
             body: "Rate Limit Exceeded", exit: 4, message: "rate limit is reached. Try again after 20"),
        Case(name: "403 rate limit with a reset beyond a day (not believed)", status: 403, headers: [("X-Ratelimit-Reset", "1900000000")],
             body: "Rate Limit Exceeded", exit: 4, message: "rate limit is reached. Try again later."),
        Case(name: "403 with the quota at zero", status: 403, headers: [("X-Ratelimit-Remaining", "0")],
             body: #"{"errors":["Forbidden"]}"#, exit: 4, message: "rate limit is reached"),
        Case(name: "403 forbidden", status: 403, body: #"{"errors":["Forbidden"]}"#, exit: 4, message: "does not allow this request (HTTP 403)"),
        Case(name: "404 (a search is no photo: the address is questioned)", status: 404, body: #"{"errors":["Couldn't find Photo"]}"#, exit: 5, message: "has no search at its address (HTTP 404)"),
        Case(name: "410 flagged query", status: 410, body: #"{"errors":["Gone"]}"#, exit: 5, message: "no longer serves this (HTTP 410); for a search, that can mean it flags the query as spam"),
        Case(name: "400 with the service's words, one carrying an escape sequence and a line break", status: 400,
             body: #"{"errors":["query is invalid\u001b]0;owned\u0007", "per_page\nmust be at most 30"]}"#, exit: 3,
             message: #"refused the request (HTTP 400), saying: "query is invalid]0;owned; per_page must be at most 30"."#),
        Case(name: "503 after retries", status: 503, body: "<html>busy</html>", exit: 3, message: "failed (HTTP 503). Try again later."),
        Case(name: "503 asking to be tried again in an hour, longer than photolist waits", status: 503, headers: [("Retry-After", "3600")],
             body: "<html>maintenance</html>", exit: 3, message: "failed (HTTP 503). Try again after 20"),
        Case(name: "HTML instead of JSON", status: 200, body: "<html>hello</html>", exit: 3, message: "is not the expected JSON"),
        Case(name: "truncated JSON", status: 200, body: #"{"total":1,"total_pages":1,"results":[{"id":"#, exit: 3, message: "is not the expected JSON"),
        Case(name: "empty body", status: 200, body: "", exit: 3, message: "is not the expected JSON"),
    ]

    @Test("given a server failure, when search runs against it, then one line and the documented status come back", arguments: cases)
    private func failure(_ failure: Case) throws {
        let server = try HTTPTestServer { _ in .respond(status: failure.status, headers: failure.headers, body: Array(failure.body.utf8)) }
        defer { server.stop() }

        let run = try PhotoListBinary.run(
            ["search", "forest", "--source", "unsplash", "--base-url", server.baseURL.absoluteString],
            environment: ["UNSPLASH_ACCESS_KEY": "test-key"]
        )

        #expect(run.status == failure.exit, "stderr: \(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("photolist: ") == true)
        #expect(run.standardError.contains(failure.message), "stderr: \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given list, search and show against a 410, when each runs, then each exits 5 with the same one line")
    func everyCommandMapsTheSameWay() throws {
        let server = try HTTPTestServer { _ in .respond(status: 410, body: Array(#"{"errors":["Gone"]}"#.utf8)) }
        defer { server.stop() }

        let runs = try [["list"], ["search", "forest"], ["show", "abc"]].map {
            try PhotoListBinary.run($0 + ["--source", "unsplash", "--base-url", server.baseURL.absoluteString], environment: ["UNSPLASH_ACCESS_KEY": "k"])
        }

        #expect(runs.map(\.status) == [5, 5, 5])
        #expect(Set(runs.map(\.standardError)).count == 1)
    }
}
