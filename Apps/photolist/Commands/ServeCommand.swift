import ArgumentParser
import DemoServer
import Foundation

/// `photolist serve`: the demo API on its own, for other clients and teams.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the demo photo API (Unsplash-shaped JSON) until Ctrl-C.",
        discussion: """
            The first line on standard output is the server's base URL (http://127.0.0.1:8080 by default).
            Point any Unsplash-compatible client at it, or another photolist:

              photolist --base-url http://127.0.0.1:8080 list

            Routes: GET /photos, /photos/{id}, /photos/{id}/download and /search/photos.
            """
    )

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The address to listen on. Only loopback is served unless you say otherwise.")
    var host = "127.0.0.1"

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535 (got \(port))")
        }
    }

    func run() async throws {
        let server: DemoServer
        do {
            server = try await DemoServer.start(host: host, port: port)
        } catch {
            throw CommandFailure(message: "cannot listen on \(host):\(port): \(error)", status: .failure)
        }
        // Written unbuffered, so a script reading the URL sees it at once even through a pipe.
        FileHandle.standardOutput.write(Data((server.baseURL.absoluteString + "\n").utf8))
        StandardError.writeLine("serving the demo API at \(server.baseURL.absoluteString); press Ctrl-C to stop")
        let signal = await TerminationSignal.wait()
        try? await server.shutdown()
        StandardError.writeLine("stopped on \(signal)")
    }
}
