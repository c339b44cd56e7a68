import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation

/// `photolist recent`: the recent search queries.
struct RecentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recent",
        abstract: "Print the last 10 distinct search queries, newest first.",
        discussion: #"A search is kept once it is run with Enter (or `search`) or one of its results is opened, and only when it found photos. JSON output (--json) is {"queries": [String]}."#
    )

    @Flag(help: "Forget the recent queries instead of printing them.")
    var clear = false

    @Flag(help: "Print JSON instead of one query per line.")
    var json = false

    func validate() throws {
        guard !(clear && json) else {
            throw ValidationError("--json prints the queries; --clear forgets them and prints no JSON")
        }
    }

    func run() async throws {
        // Listing only reads, as favorites does, so a library that cannot be made reads as empty.
        let recents = try Stores.recentSearches(.current, readingOnly: !clear).mapError { CommandFailure(ErrorDisplay($0)) }.get()
        if clear {
            try await CommandFailure.reporting { () async throws(DomainError) in try await recents.clear() }
            try StandardOutput.writeLine("cleared the recent searches", afterDoing: "the recent searches were cleared")
            return
        }
        let queries = try await CommandFailure.reporting { () async throws(DomainError) in try await recents.list() }
        if json {
            try StandardOutput.writeLine(JSONOutput.encode(["queries": queries]))
        } else if queries.isEmpty {
            // Standard output stays empty for scripts (no queries, no lines); a person learns why.
            StandardError.writeLine("no recent searches yet; photolist search <query> (or / in the browser) adds one")
        } else {
            for query in queries { try StandardOutput.writeLine(TerminalText.sanitizedLine(query)) }
        }
    }
}
