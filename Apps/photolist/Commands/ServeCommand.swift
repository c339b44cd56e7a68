import ArgumentParser
import DemoServer
import Foundation
import PhotoListTerminal

/// `photolist serve`: the demo API on its own, for other clients and teams.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the demo photo API (Unsplash-shaped JSON) until Ctrl-C.",
        discussion: """
            The first line on standard output is the server's base URL (http://127.0.0.1:8080 by default). \
            Point any Unsplash-compatible client at it, or another photolist:

              photolist list --base-url http://127.0.0.1:8080

            Routes: GET /photos, /photos/{id}, /photos/{id}/download, /photos/random, /search/photos, \
            /topics, /topics/{slug}, /topics/{slug}/photos, /collections, /collections/{id}, \
            /collections/{id}/photos, /users/{username}, /users/{username}/photos and /images/{id}; \
            and the web pages the answers link to, /p/{id} (a photo) and /@{username} (a photographer). \
            Its links last as long as it runs, unlike those of the server other commands start for \
            themselves. A connection that has not sent a whole request 60 seconds after opening, or \
            after its last answer went out, is closed (an answer itself may take as long as it takes).

            Fault injection, to see how a client copes (repeat --fault; the first rule that covers a \
            request wins). A rule is [ROUTE:]FAULT[@N][*M], ROUTE one of list, search, detail, download, random, \
            topics, collections, users, image (every picture: those asked at a size, as the browser and \
            download --size small or regular ask, and the full-size file), file (only a picture asked \
            without a size: the full-size file a download saves), api (every API call, pictures not) or all \
            (the default); @N starts it at the Nth \
            request it covers, the ones before answered normally (list:status=500@2: the first page loads, \
            the next fails); *M limits it to M requests (quote it in a shell), so a retry can be seen to \
            succeed; FAULT one of:
              status=CODE         that status with an Unsplash {"errors": [...]} body
              text-status=CODE    that status with a plain-text body
              rate-limit          403 "Rate Limit Exceeded", quota headers at zero
              retry-after=SECONDS 429 with Retry-After
              delay=SECONDS       wait before sending anything
              drip=SECONDS        headers at once, then one body byte per SECONDS
              truncate            declare the full Content-Length, send half, close
              reset               reset the connection without answering
              oversize=MEGABYTES  a valid JSON body that large (default 32)
              malformed-json, html, invalid-utf8, empty
                                  a 200 whose body is broken JSON, an HTML page, JSON with
                                  bytes that are not UTF-8, or nothing
              quota-zero          the normal answer with X-Ratelimit-Remaining: 0
              redirect-loop       302 back to the same address
              redirect-file       302 to file:///etc/passwd
              extreme-numbers     photos with impossible sizes and counts (1e18, Int64.max,
                                  0, -1), and X-Ratelimit-Reset far in the future
              item-flood=MEGABYTES
                                  a list of that much JSON of empty {} items
                                  (1-15, default 15)
              gzip-bomb=MEGABYTES a small gzip body that inflates to that many zeros
                                  (default 2048)
              no-length[=MEGABYTES]
                                  no Content-Length, ended by closing; padded to that size
              not-image           image/jpeg carrying an HTML page
              http09              a bare body with no status line or headers
              garbage-status      the status line "HELLO 200 OK"
              huge-header=KILOBYTES
                                  one header that long (default 200)

            The same rules, comma-separated in PHOTOLIST_DEMO_FAULTS, make the embedded demo server of any \
            other command misbehave.

              photolist serve --fault list:truncate --fault search:retry-after=2
              photolist serve --fault 'file:truncate*1'   # a full download's retry works
            """
    )

    // `.unconditional`, as in PagingOptions: `--port -1` is a value to refuse, not an option.
    @Option(parsing: .unconditional, help: ListeningAddress.portHelp)
    var port = 8080

    @Option(help: "The address to listen on. Only loopback is served unless you say otherwise.")
    var host = "127.0.0.1"

    @Option(name: .customLong("fault"), help: ArgumentHelp("Misbehave on a route (see above).", valueName: "route:fault"))
    var faults: [String] = []

    func validate() throws {
        try ListeningAddress.validate(host: host, port: port)
    }

    func run() async throws {
        // Watched from the start: a script that stops the server as soon as it reads the URL must find the
        // handler in place, and a stop that comes while the server starts is kept until it has.
        let (stops, stop) = AsyncStream.makeStream(of: Int32.self)
        let watch = TerminationSignal.watch { stop.yield($0) }
        defer { watch.cancel() }
        // Read here, once, rather than in `validate()`: a refused rule is one line, as PHOTOLIST_DEMO_FAULTS's is.
        let rules = try EmbeddedDemoServer.faultRules(faults, given: "--fault")
        let server: DemoServer
        do {
            server = try await DemoServer.start(
                host: ListeningAddress.unbracketed(host), port: port, faults: rules,
                connectionLimit: ResourceLimits.connectionLimit(for: self)
            )
        } catch DemoServerError.portInUse(let port) {
            throw CommandFailure(message: "port \(port) is in use; choose another with --port (0 picks a free one)", status: .failure)
        } catch DemoServerError.permissionDenied(let port) {
            throw CommandFailure(message: "port \(port) needs privileges this user lacks (ports below 1024 usually do); choose another with --port", status: .failure)
        } catch DemoServerError.cannotListen(let reason) {
            throw CommandFailure(message: "cannot listen on \(host):\(port): \(reason)", status: .failure)
        } catch {
            throw CommandFailure(message: "cannot listen on \(host):\(port): \(error)", status: .failure)
        }
        // Written unbuffered, so a script reading the URL sees it at once even through a pipe.
        try StandardOutput.writeLine(server.baseURL.absoluteString)
        if !ListeningAddress.isLoopback(host) {
            StandardError.writeLine("photolist: note: --host \(TerminalText.sanitizedLine(host)) serves the demo API beyond this machine; it holds only the demo catalog, none of your photos or favourites")
        }
        StandardError.writeLine("serving the demo API at \(server.baseURL.absoluteString); press Ctrl-C to stop")
        if !faults.isEmpty {
            StandardError.writeLine("injecting faults: \(faults.joined(separator: ", "))")
        }
        var stoppedBy: Int32?
        for await number in stops {
            stoppedBy = number
            break
        }
        try? await server.shutdown()
        StandardError.writeLine(TerminationSignal.stoppedLine(stoppedBy))
    }
}
