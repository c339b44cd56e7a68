import ArgumentParser
import Foundation
import PhotoListTerminal

/// The `photolist` command line: parses arguments, runs the chosen subcommand, and turns every failure
/// into one line on standard error and a documented exit status (see ``ExitStatus``).
@main
struct PhotoListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photolist",
        abstract: "Browse photos from Unsplash-compatible services in the terminal.",
        discussion: """
        On a terminal, `photolist` alone opens the interactive browser (see `photolist browse --help`); \
        without one, it prints the first page as a table.

        The source is --source, else $PHOTOLIST_SOURCE, else "source" in the settings file \
        $XDG_CONFIG_HOME/photolist/config.json (default ~/.config/photolist/config.json), else demo. The \
        demo source starts an embedded demo server on 127.0.0.1 and reads its generated catalog, so every \
        command works offline. The Unsplash key is $UNSPLASH_ACCESS_KEY, else "accessKey" in the settings \
        file. Pictures and colours follow the terminal; --no-color or NO_COLOR turns them off.

        Pages, searches and photos are cached in $XDG_CACHE_HOME/photolist/cache.sqlite (disposable) and \
        served from there when the source cannot answer (unreachable, failing or rate limiting), or always with --offline. Favourites and \
        recent searches live in $XDG_DATA_HOME/photolist/library.sqlite, which photolist never deletes.

        Exit status: 0 success, 1 unexpected failure (also a port in use, or a resource limit too low for \
        the command), 2 invalid usage, 3 source unavailable (network, \
        server error, unexpected response, not in the offline copy, an image host's refusal or rate limit: no \
        key goes there), 4 access denied (bad key, a request the key may not make, or the source's rate \
        limit), 5 not found, 6 storage (the library or cache file damaged, locked, \
        unwritable or on a full disk; a download's file already there or not writable); 129, 130, 131 \
        and 143 stopped by SIGHUP, SIGINT (Ctrl-C), SIGQUIT or SIGTERM (web and serve, which run until \
        stopped, end with 0 once they have stopped cleanly; in the browser, Ctrl-C is a key that quits \
        at once, even with downloads under way, which q asks about first, and ends with 0); 141 (SIGPIPE) when the reader of the output went \
        away (`| head`), as for any Unix tool (seen with `set -o pipefail`). A network failure, server error or rate limit \
        that the offline copy stands in for is 0, the output marked with why. A failure is one line on \
        standard error, --json or not (141 aside, whose reader is gone), and the exit status says which \
        it was; with --json, standard output then holds no JSON.
        """,
        version: version,
        subcommands: [
            BrowseCommand.self, ListCommand.self, SearchCommand.self, ShowCommand.self, FavoritesCommand.self, RecentCommand.self,
            DownloadCommand.self, SyncCommand.self, CacheCommand.self, ServeCommand.self, WebCommand.self,
        ] + FeatureRegistry.commands,
        // `photolist` alone browses; BrowseCommand prints the first page instead when there is no terminal.
        defaultSubcommand: BrowseCommand.self
    )

    /// photolist's version, as `--version` prints it and every request's `User-Agent` names it.
    static let version = "0.1.0"

    /// Parses `arguments` and runs the command they name. Nonisolated, so the parsed command (not `Sendable`)
    /// is made and run in one isolation domain rather than sent from the main actor to `run()`.
    private nonisolated static func parseAndRun(_ arguments: [String]) async throws {
        var command = try parseAsRoot(arguments)
        // Before anything the command starts (an event loop, a thread, a database) can trap on a limit.
        try ResourceLimits.ensure(for: command)
        if let configured = command as? any GlobalOptionsCommand {
            AppLogging.bootstrap(verbose: configured.global.verbose, silenced: configured.logsAreSilenced)
        }
        if var asyncCommand = command as? any AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
    }

    /// Runs the command, mapping failures to exit statuses instead of letting ArgumentParser's defaults
    /// (exit 64 for usage errors) or a Swift error description reach the user.
    static func main() async {
        StandardStreams.prepare()
        TerminationSignal.prepare()
        if let unknown = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
            StandardError.writeLine(unknown)
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        let typed = ImagesArgument.normalized(Array(CommandLine.arguments.dropFirst()))
        let arguments = PhotoIDArgument.normalized(typed)
        do {
            // On the main thread still: the first await below starts a thread, which a limit may leave no room for.
            // A limit too low parses the arguments to name the command's need too; what does not parse is
            // reported by parseAndRun.
            try ResourceLimits.prepareProcess { try? parseAsRoot(arguments) }
            try await parseAndRun(arguments)
        } catch let failure as CommandFailure {
            // Messages quote what the user, the environment or a file gave (a source's name, an address):
            // none of it may reach the terminal as an escape sequence.
            StandardError.writeLine("photolist: " + TerminalText.sanitizedLine(failure.message))
            if let signal = failure.status.signal { TerminationSignal.end(by: signal) }
            Foundation.exit(failure.status.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                // Help, the version and completion scripts: output like any other, so a failed write is not a success.
                do {
                    try StandardOutput.writeLine(fullMessage(for: error))
                } catch {
                    StandardError.writeLine("photolist: \(error.message)")
                    Foundation.exit(ExitStatus.failure.rawValue)
                }
                Foundation.exit(ExitStatus.success.rawValue)
            }
            guard exitCode(for: error) == .validationFailure else {
                exit(withError: error)  // ArgumentParser's own other exits
            }
            let message = misplacedCommandMessage(Array(CommandLine.arguments.dropFirst()))
                ?? unknownOptionMessage(arguments, refusedWith: error)
                ?? defaultCommandOptionMessage(arguments, refusedWith: error)
                ?? imagesValueMessage(arguments, refusedWith: error)
                ?? photoIDValueMessage(refusedWith: error)
                ?? movedIDMessage(arguments, typed: typed, refusedWith: error)
                ?? usageMessage(for: error)
            // Whichever parse refused a value (outside an option's choices, or not a number), it is said the one way.
            StandardError.writeLine(oneLine(dashedSearchWordMessage(arguments, message: refusedValueMessage(message) ?? message)))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
    }

    /// ArgumentParser's usage message with its first line starting `photolist: `, as every other error's
    /// does (it begins "Error: "); the usage lines after it stay until ``oneLine(_:)`` keeps only where the
    /// help is. ArgumentParser quotes the value it refused, so each line is cleaned of control characters,
    /// as every other error line is.
    static func usageMessage(for error: any Error) -> String {
        let message = fullMessage(for: error)
        let labelled = message.hasPrefix("Error: ") ? "photolist: " + String(message.dropFirst("Error: ".count)).asClause : message
        return labelled.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.sanitizedLine(String($0)) }
            .joined(separator: "\n")
    }
}
