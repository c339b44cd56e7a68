import ArgumentParser
import Domain
import Foundation
import Logging
import PhotoListTerminal
import PhotoListWeb
import Synchronization

/// `photolist web`: the same view models as the terminal browser, driving a page in a web browser.
struct WebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Browse photos in a web browser, served from this machine until Ctrl-C.",
        discussion: """
        The first line on standard output is the page's address, with this run's token in it: open it \
        (or pass --open). The token becomes a cookie, and requests without it are refused, as are requests \
        naming another host or coming from another site. Only this machine is served unless --host says \
        otherwise. A connection that has not sent a request's head \
        \(WebServer.Configuration.standardRequestHeadTimeout.components.seconds) seconds after opening, or after its \
        last answer, is closed, so idle sockets cannot hold the server.

        The page shows the photos as a grid of thumbnails that loads more as you scroll, searches as you \
        type (with shape and colour filters), opens a photo's detail with its large picture, and marks \
        favourites, which the terminal shares (photolist favorites lists them). Downloads go where \
        photolist download saves. Pictures are fetched by photolist, never by the page, and kept on disk, \
        so offline the photos seen before still show.

          photolist web --open
          photolist web --port 8090 --source unsplash
        """
    )

    @OptionGroup var global: GlobalOptions

    // `.unconditional`, as in ServeCommand: `--port -1` is a value to refuse, not an option.
    @Option(parsing: .unconditional, help: ListeningAddress.portHelp)
    var port = 0

    @Option(help: "The address to listen on. Only this machine (127.0.0.1) is served unless you say otherwise.")
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the desktop's web browser (with xdg-open).")
    var open = false

    @Option(name: .customLong("per-page"), parsing: .unconditional, help: "Photos per page (\(PageRequest.perPageRange.helpText)).")
    var perPage: Int = 30

    /// How many tabs `--max-tabs` may allow: each session holds its screens' photos in memory.
    static let maxTabsRange = 1...256

    @Option(
        name: .customLong("max-tabs"), parsing: .unconditional,
        help: ArgumentHelp(
            """
            How many tabs may have a session at once (\(maxTabsRange.helpText)). Each keeps its photos in \
            memory; one more ends the session of the tab gone longest without a word, else of the tab in the \
            background longest.
            """,
            valueName: "count"
        )
    )
    var maxTabs = WebServer.Configuration.standardSessionLimit

    func validate() throws {
        try ListeningAddress.validate(host: host, port: port)
        _ = try PageRequest.asOptions(perPage: perPage)
        guard Self.maxTabsRange.contains(maxTabs) else {
            throw ValidationError("--max-tabs must be between \(Self.maxTabsRange.lowerBound) and \(Self.maxTabsRange.upperBound) (got \(maxTabs))")
        }
    }

    func run() async throws {
        let (host, port, open) = (ListeningAddress.unbracketed(host), port, open)
        // Watched from the start, so a stop that comes while the library opens or the demo starts is kept
        // for the server (it stops as soon as it has started) and named, as `serve` names it.
        let (stops, stop) = AsyncStream.makeStream(of: Void.self)
        let stoppedBy = Mutex<Int32?>(nil)
        let watch = TerminationSignal.watch { number in
            stoppedBy.withLock { $0 = $0 ?? number }
            stop.yield()
        }
        defer { watch.cancel() }
        try await CompositionRoot.with(global) { root in
            let screens = await root.screens.makeWebScreens(perPage: perPage)
            // The server libraries' own log lines (a client that dropped its connection, a request that did
            // not parse) are noise on a terminal; --verbose shows them.
            var logger = Logger(label: "photolist.web")
            if !global.verbose { logger.logLevel = .critical }
            let server = WebServer(
                screens: screens, configuration: .init(host: host, port: port, sessionLimit: maxTabs, connectionLimit: ResourceLimits.connectionLimit(for: self)),
                logger: logger
            )
            let launchPage = LaunchPageBox()
            defer { launchPage.remove() }
            let end: WebServerEnd
            do {
                end = try await server.run(until: stops) { url in
                    do {
                        // Unbuffered, so a script reading the URL through a pipe sees it at once.
                        try StandardOutput.writeLine(url.absoluteString)
                    } catch {
                        StandardError.writeLine("photolist: the page is at \(url.absoluteString)")
                    }
                    // Warned once the address is known to be listened on: a host that is not there serves nothing.
                    if !ListeningAddress.isLoopback(host) {
                        StandardError.writeLine("photolist: warning: --host \(TerminalText.sanitizedLine(host)) serves the web view beyond this machine; anyone who learns its address and token can use your photos and favourites")
                    }
                    StandardError.writeLine("serving the web view; press Ctrl-C to stop")
                    // A stop that came while the server started is acted on once it runs: nothing to open.
                    if open, stoppedBy.withLock({ $0 }) == nil {
                        // The desktop gets a file of this user's, not the address: command lines are public.
                        do throws(LaunchPageError) {
                            let page = try LaunchPage.write(leadingTo: url, environment: ProcessInfo.processInfo.environment)
                            launchPage.set(page)
                            Task { await Self.report(PhotoOpener.openOwnPage(page.file), removingOnFailure: launchPage) }
                        } catch {
                            StandardError.writeLine("photolist: \(error.message); open the address above")
                        }
                    }
                }
            } catch WebServerError.portInUse(let port) {
                throw CommandFailure(message: "port \(port) is in use; choose another with --port (0 picks a free one)", status: .failure)
            } catch WebServerError.permissionDenied(let port) {
                throw CommandFailure(message: "port \(port) needs privileges this user lacks (ports below 1024 usually do); choose another with --port", status: .failure)
            } catch WebServerError.cannotListen(let host, let port, let reason) {
                throw CommandFailure(message: "cannot listen on \(TerminalText.sanitizedLine(host)):\(port): \(reason)", status: .failure)
            }
            for line in end.cancelledDownloads { StandardError.writeLine("photolist: " + line.asClause) }
            StandardError.writeLine(TerminationSignal.stoppedLine(stoppedBy.withLock { $0 }))
            if let unstored = end.unstoredFavorites { throw CommandFailure(unstored) }
        }
    }

    /// Says what came of `--open` once xdg-open has answered; a page no browser will read (it holds the
    /// token) is removed at once rather than when the server stops.
    private static func report(_ outcome: OpenOutcome, removingOnFailure launchPage: LaunchPageBox) {
        switch outcome {
        case .opened:
            StandardError.writeLine("opened the web view in the desktop's browser")
        case .unavailable:
            launchPage.remove()
            StandardError.writeLine("photolist: there is no xdg-open here to open a browser; open the address above")
        case .failed(let status):
            launchPage.remove()
            StandardError.writeLine("photolist: xdg-open could not open a browser (exit status \(status)); open the address above")
        }
    }
}

extension WebCommand: GlobalOptionsCommand {}

/// The launch page `--open` wrote, removed when the server stops.
private final class LaunchPageBox: Sendable {
    private let page = Mutex<LaunchPage?>(nil)

    func set(_ value: LaunchPage) {
        page.withLock { $0 = value }
    }

    /// Removes the page, once: a later call finds nothing to remove.
    func remove() {
        page.withLock { page in
            defer { page = nil }
            return page
        }?.remove()
    }
}
