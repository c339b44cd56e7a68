import ArgumentParser
import Domain
import Foundation
import PhotoListTerminal
import Presentation

/// `photolist browse` (the default on a terminal): the interactive, full-screen browser.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Browse photos interactively (the default when standard input and output are a terminal).",
        discussion: """
        Keys: ↑/↓ or j/k move, PgUp/PgDn, g/G first/last, Enter opens a photo, Esc or Backspace goes back, \
        / searches as you type, f toggles a favourite, F shows favourites, d downloads, o opens the photo's \
        web page, r refreshes, ? shows every key (sort order, topics, collections, a photographer's photos, copying, undo, suspending…), q quits (asking for a second q while downloads are under way). Needs at least 60×16 (rows narrower than 80 columns leave out their size column).

        Rows carry a thumbnail and the detail view a large preview of the real photo, fetched at the size \
        drawn and cached on disk; the photo's BlurHash stands in until it arrives. Pictures use the \
        terminal's best protocol (kitty graphics, also inside tmux; iTerm2 inline images; sixel), else half \
        blocks in truecolor when COLORTERM says so, else 256 (or 16) colours; --images chooses, and NO_COLOR \
        or --no-color turn pictures off. Without a terminal, or with TERM=dumb, prints the first page as a \
        table instead; started as a background job, it says it needs the foreground, and in a session \
        without a controlling terminal (setsid, su -c), that it needs one (exit status 2).
        """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var pictures: PictureOptions

    // `.unconditional`, as in PagingOptions: `--per-page -1` is a value to refuse, not an option.
    @Option(name: .customLong("per-page"), parsing: .unconditional, help: "Photos per page (\(PageRequest.perPageRange.helpText)).")
    var perPage: Int = 30

    func validate() throws {
        _ = try PageRequest.asOptions(perPage: perPage)
        if global.verbose, Terminal.isInteractiveError, Terminal.isInteractiveOutput {
            throw ValidationError("--verbose logs to standard error, which is the browser's terminal: redirect it, e.g. 2>photolist.log")
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard Terminal.isInteractiveOutput, Terminal.isInteractiveInput, environment["TERM"] != "dumb" else {
            let request = try PageRequest.asOptions(perPage: min(perPage, PageRequest.defaultPerPage))
            try await ListCommand.printFirstPage(global: global, pictures: pictures, request: request)
            return
        }
        let images = try pictures.imagesChoice(environment: environment)  // a bad settings file fails before the screen changes
        // Log lines written to the terminal would tear the screen; they go nowhere unless redirected.
        let end = try await CompositionRoot.with(global) { root in
            let factory = await root.makeBrowserFactory(perPage: perPage)
            let terminal = try Self.rawTerminal()
            defer { terminal.close() }
            // Asked in raw mode, before the key reader starts, so the terminal's answers are not read as keys.
            let graphics = try pictures.terminalGraphics(images, environment: environment, terminal: terminal.querying())
            let browser = await Browser(terminal: terminal, graphics: graphics, factory: factory, sourceKey: root.sourceKey)
            return await browser.run()
        }
        // The screen is gone: what was cancelled, and what was not stored, is said where the user now looks.
        let cancellation = end.cancelledDownloads?.message.asClause
        let unstored = end.unstoredFavorites.map { CommandFailure($0) }
        if let signal = RawTerminal.stopSignal {
            if let unstored { StandardError.writeLine("photolist: \(unstored.message)") }
            let stopped = "the browser was stopped by \(TerminationSignal.name(signal))"
            throw CommandFailure(message: [stopped, cancellation].compactMap { $0 }.joined(separator: "; "), status: ExitStatus(signal: signal))
        }
        if let cancellation { StandardError.writeLine("photolist: \(cancellation)") }
        if let unstored { throw unstored }
    }
}

extension BrowseCommand {
    /// The terminal in raw mode, or the failure the user sees.
    private static func rawTerminal() throws(CommandFailure) -> RawTerminal {
        do {
            return try RawTerminal(stoppingSignals: TerminationSignal.watched)
        } catch {
            throw CommandFailure(error)
        }
    }
}

extension BrowseCommand: GlobalOptionsCommand {
    /// Log lines written to the terminal would tear the browser's screen: they go nowhere unless standard
    /// error is redirected (without a terminal the command prints a table, and logs as any command does).
    var logsAreSilenced: Bool {
        Terminal.isInteractiveOutput && Terminal.isInteractiveInput && Terminal.isInteractiveError
    }
}
