import Foundation
import Testing

@Suite("photolist serve", .timeLimit(.minutes(2 * TestTime.scale)))
struct ServeCommandTests {
    @Test("given serve on a free port, when another photolist lists from its URL and serve gets SIGTERM, then the list has photos and serve exits 0")
    func servesAnotherClientAndStopsCleanly() throws {
        let server = try PhotoListBinary.launch(["serve", "--port", "0"], environment: [:])
        server.waitForOutputFile { server.standardOutput.hasSuffix("\n") }
        let url = server.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(url.hasPrefix("http://127.0.0.1:"))

        let list = try PhotoListBinary.run(["list", "--base-url", url, "--per-page", "5", "--json"])
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()

        #expect(list.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(list.standardOutput.utf8)) as? [String: Any]
        #expect((json?["photos"] as? [Any])?.count == 5)
        #expect(server.process.terminationStatus == 0)
        #expect(server.standardError.contains("stopped on SIGTERM"))
    }

    @Test("given serve started with SIGHUP, SIGINT and SIGQUIT ignored, as nohup and a shell's background job start it, when they arrive, then it still serves, and SIGTERM stops it")
    func signalsIgnoredAtStartStayIgnored() throws {
        let server = try PhotoListBinary.launch(
            ["-c", "trap '' HUP INT QUIT; exec \"$0\" serve --port 0", PhotoListBinary.url.path], environment: [:], executable: "/bin/sh"
        )
        server.waitForOutputFile { server.standardOutput.hasSuffix("\n") }
        let url = server.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        for signal in [SIGHUP, SIGINT, SIGQUIT] { kill(server.process.processIdentifier, signal) }

        // Asked after the signals were sent: a server they had stopped would not answer.
        let list = try PhotoListBinary.run(["list", "--base-url", url, "--per-page", "2", "--json"])
        kill(server.process.processIdentifier, SIGTERM)

        #expect(server.waitForExit())
        #expect(list.status == 0, "\(list.standardError)")
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
        #expect(server.standardError.contains("stopped on SIGTERM"), "\(server.standardError)")
    }

    @Test("given serve just started, when SIGTERM arrives the moment its URL is printed, then it stops cleanly every time")
    func stopsCleanlyRightAfterPrintingItsURL() throws {
        for _ in 0..<5 {
            let server = try PhotoListBinary.launch(["serve", "--port", "0"], environment: [:])
            server.waitForOutputFile { server.standardOutput.hasSuffix("\n") }
            kill(server.process.processIdentifier, SIGTERM)

            #expect(server.waitForExit(), "the signal was lost: serve kept running")
            #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0, "stderr: \(server.standardError)")
            #expect(server.standardError.contains("stopped on SIGTERM"))
        }
    }

    @Test("given --host 0.0.0.0, when serve starts, then a note says the demo API is served beyond this machine and holds no user data; on loopback no note is printed")
    func aHostBeyondLoopbackIsNoted() throws {
        func started(_ arguments: [String]) throws -> String {
            let server = try PhotoListBinary.launch(["serve", "--port", "0"] + arguments, environment: [:])
            server.waitForOutputFile { server.standardError.contains("press Ctrl-C") }
            kill(server.process.processIdentifier, SIGTERM)
            #expect(server.waitForExit(), "serve kept running after SIGTERM")
            return server.standardError
        }

        let everywhere = try started(["--host", "0.0.0.0"])
        let loopback = try started([])

        #expect(everywhere.contains("note: --host 0.0.0.0 serves the demo API beyond this machine; it holds only the demo catalog"), "\(everywhere)")
        #expect(!loopback.contains("beyond this machine"), "\(loopback)")
    }

    @Test("given an IPv6 host, written bare or in brackets, when serve starts, then it serves at a bracketed address another photolist lists from, or, on a machine without IPv6, says in one line that it cannot listen; it never crashes", arguments: ["::1", "[::1]"])
    func servesAnIPv6Host(host: String) throws {
        let server = try PhotoListBinary.launch(["serve", "--port", "0", "--host", host], environment: [:])
        server.waitForOutputFile { server.standardOutput.hasSuffix("\n") || !server.process.isRunning }
        let url = server.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        guard url.hasPrefix("http://") else {
            server.process.waitUntilExit()
            #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 1, "\(server.standardError)")
            #expect(server.standardError.hasPrefix("photolist: cannot listen on \(host):0: "), "\(server.standardError)")
            return
        }
        let list = try PhotoListBinary.run(["list", "--base-url", url, "--per-page", "2", "--json"])
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()

        #expect(url.hasPrefix("http://[::1]:"), "\(url)")
        #expect(list.status == 0, "\(list.standardError)")
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
    }

    @Test("given a name no address is known for, when serve starts, then one line says so, without a library's type names, and it exits 1")
    func anUnknownHostIsNamed() throws {
        let run = try PhotoListBinary.run(["serve", "--port", "0", "--host", "no-such-host.invalid"])

        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("photolist: cannot listen on no-such-host.invalid:0: no address is known for the name no-such-host.invalid"), "\(run.standardError)")
        #expect(!run.standardError.contains("SocketAddressError"))
    }

    @Test("given a port out of range, when serve starts, then it exits 2 with one line saying so")
    func refusesABadPort() throws {
        let run = try PhotoListBinary.run(["serve", "--port", "70000"])

        #expect(run.status == 2)
        #expect(run.standardError.contains("--port must be between 0 and 65535"))
    }

    @Test("given a fault rule with one wrong part, when serve starts or the embedded server reads it, then it exits 2 and one line names the rule, the part and what it may be", arguments: [
        ("status=999", "status=CODE takes a status code from 200 to 599 that carries a body (not 204, 205 or 304)"),
        ("lists:truncate", "'lists' is no route; the routes are list, search,"),
        ("truncate*0", "*M takes a whole number from 1 to 1000000"),
        ("huge-header=99999", "huge-header=KILOBYTES takes a whole number from 1 to 16384"),
    ])
    func aBadFaultRuleSaysWhatIsWrong(rule: String, reason: String) throws {
        let serve = try PhotoListBinary.run(["serve", "--port", "0", "--fault", rule])
        let embedded = try PhotoListBinary.run(["list"], environment: ["PHOTOLIST_DEMO_FAULTS": rule])

        #expect(serve.status == 2 && embedded.status == 2)
        let line = "'\(rule)': \(reason)"
        #expect(serve.standardError.hasPrefix("photolist: --fault \(line)"), "\(serve.standardError)")
        #expect(embedded.standardError.hasPrefix("photolist: PHOTOLIST_DEMO_FAULTS: \(line)"), "\(embedded.standardError)")
        #expect(serve.standardError.split(separator: "\n").count == 1 && embedded.standardError.split(separator: "\n").count == 1)
    }

    @Test("given a fault rule with hidden characters, or thousands of them, when refused, then its one line shows the hidden ones as escapes, cuts the long one, and still says why; a space after a comma in PHOTOLIST_DEMO_FAULTS is no part of the rule")
    func aHostileFaultRuleIsQuotedVisiblyAndShort() throws {
        let hidden = try PhotoListBinary.run(["serve", "--port", "0", "--fault", "list:\u{1}\u{7}truncate"])
        let long = try PhotoListBinary.run(["serve", "--port", "0", "--fault", String(repeating: "x", count: 5_000)])
        let marks = try PhotoListBinary.run(["serve", "--port", "0", "--fault", "list:" + String(repeating: "\u{301}", count: 50_000)])
        let spaced = try PhotoListBinary.run(["list", "--json"], environment: ["PHOTOLIST_DEMO_FAULTS": "detail:truncate, search:reset"])

        #expect(hidden.status == 2 && long.status == 2)
        #expect(hidden.standardError.hasPrefix("photolist: --fault 'list:\\u{1}\\u{7}truncate': a rule is written in ASCII"), "\(hidden.standardError)")
        #expect(long.standardError.contains("…': a rule is at most 100 characters long"), "\(long.standardError)")
        #expect(long.standardError.utf8.count < 300 && long.standardError.split(separator: "\n").count == 1)
        #expect(marks.status == 2 && marks.standardError.utf8.count < 300, "a flood of combining marks is one character: \(marks.standardError.utf8.count) bytes")
        #expect(spaced.status == 0, "\(spaced.standardError)")
    }

    @Test("given a port another server holds, when serve starts on it, then one line says the port is in use and how to choose another")
    func busyPortIsNamed() throws {
        let first = try ServedDemo()
        defer { first.stop() }
        let port = try #require(URL(string: first.baseURL)?.port)

        let run = try PhotoListBinary.run(["serve", "--port", String(port)])

        #expect(run.status == 1)
        #expect(run.standardError == "photolist: port \(port) is in use; choose another with --port (0 picks a free one)\n")
    }

    @Test("given a photo id that is a slash, when show runs, then it is not found (the id is never read as a path)")
    func slashIDIsNotFound() throws {
        let run = try PhotoListBinary.run(["show", "/"])

        #expect(run.status == 5, "stderr: \(run.standardError)")
    }
}
