import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation

/// `photolist favorites [list|add ID|remove ID]`: the favourites of the chosen source.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "List, add or remove favourite photos (kept in the library, shown offline).",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self,
        aliases: ["favourites"]  // the screens say "Favourites"
    )

    /// `photolist favorites list`.
    struct List: AsyncParsableCommand, GlobalOptionsCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print the favourites, most recently added first.",
            discussion: #"JSON output (--json) is {"source", "photos": [the list schema's photos]}."#
        )

        @OptionGroup var global: GlobalOptions

        @Flag(help: "Print JSON instead of a table.")
        var json = false

        func run() async throws {
            // Listing reads the library only: no source is started, so no key is needed, even for unsplash.
            let (favorites, source, readOnlyBecause) = try Stores.libraryFavorites(global, readingOnly: true)
            // Listed all the same (what the library holds, perhaps nothing), but no add would be kept.
            if let readOnlyBecause { StandardError.writeLine("photolist: warning: " + PhotoFormatting.favoritesReadOnly(because: readOnlyBecause)) }
            let listed = try await CommandFailure.reporting { () async throws(DomainError) in try await favorites.list() }
            let state = FavoritesState(items: PhotoListRows(listed.lazy.map { PhotoListItem($0.photo, isFavorite: true) }), phase: .loaded)
            if json {
                try StandardOutput.writeLine(FavoritesJSONView.render(state, source: source))
            } else {
                let footer = "\(PhotoFormatting.counted(state.items.count, "favourite")) (\(source))"
                try StandardOutput.writeLine(PhotoListTableView.render(state.items, footer: footer, width: Terminal.columns()))
                let elsewhere = Self.elsewhereLines(await Stores.favoriteCounts(besides: source), besideAnAddress: global.parsedBaseURL != nil)
                for line in elsewhere {
                    try StandardOutput.writeLine(line)
                }
                if state.items.isEmpty, elsewhere.isEmpty, readOnlyBecause == nil {
                    try StandardOutput.writeLine("Add one with photolist favorites add ID, or in the browser (its ? lists the keys).")
                }
            }
        }

        /// "3 favourites under demo: photolist favorites --source demo", a line for each other source the
        /// library keeps favourites under (favourites belong to the source and address they came from, so
        /// another `--base-url` lists none of them), the five with the most, then how many sources more.
        /// `besideAnAddress`: this run named a `--base-url`, so a source without one says so ("under demo,
        /// without --base-url"), or the same source's name would read as this one.
        static func elsewhereLines(_ counts: [String: Int], besideAnAddress: Bool = false) -> [String] {
            let sorted = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            var lines = sorted.prefix(5).map { key, count in
                let plain = besideAnAddress && !key.contains("@") ? ", without --base-url" : ""
                return "\(PhotoFormatting.counted(count, "favourite")) under \(TerminalText.sanitizedLine(key))\(plain): photolist favorites \(TerminalText.sanitizedLine(Stores.sourceOptions(forKey: key)))"
            }
            if sorted.count > 5 { lines.append("and favourites under \(PhotoFormatting.counted(sorted.count - 5, "other source"))") }
            return lines
        }
    }

    /// `photolist favorites add ID`.
    struct Add: AsyncParsableCommand, GlobalOptionsCommand, PhotoIDCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a photo to the favourites (looked up at the source).",
            discussion: #"A photo that is a favourite already is left as it is, and the source is not asked. JSON output (--json) is {"id", "added"}: added is false for a favourite already."#
        )

        @OptionGroup var global: GlobalOptions

        @Argument(help: PhotoIDArgument.help)
        var id: PhotoID

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func validate() throws {
            try checkPhotoID()
        }

        func run() async throws {
            // The use case answers a known favourite from the library without asking the source, so the
            // library alone is tried first: no source, key or server is started for a favourite already kept.
            let (library, _, _) = try Stores.libraryFavorites(global)
            let addition: FavoriteAddition
            do throws(DomainError) {
                addition = try await library.add(id: id)
            } catch where error == NoPhotoSource.refusal {
                addition = try await CompositionRoot.with(global) { root in
                    let favorites = try root.makeFavoritesUseCase()
                    return try await CommandFailure.reporting(photo: id) { () async throws(DomainError) in try await favorites.add(id: id) }
                }
            } catch {
                throw CommandFailure(ErrorDisplay(error))
            }
            let added = if case .added = addition { true } else { false }
            let shown = TerminalText.sanitizedLine(addition.favorite.id.rawValue)
            let line = json
                ? JSONOutput.encode(FavoriteChangeJSON(id: addition.favorite.id.rawValue, added: added))
                : added ? "added \(shown) to the favourites" : "\(shown) is already a favourite"
            try StandardOutput.writeLine(line, afterDoing: added ? "\(shown) was added to the favourites" : nil)
        }
    }

    /// `photolist favorites remove ID`.
    struct Remove: AsyncParsableCommand, GlobalOptionsCommand, PhotoIDCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a photo from the favourites.",
            discussion: #"A photo that is no favourite is an error (exit status 5). JSON output (--json) is {"id", "removed": true}."#,
            aliases: ["rm"]
        )

        @OptionGroup var global: GlobalOptions

        @Argument(help: PhotoIDArgument.help)
        var id: PhotoID

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func run() async throws {
            // Removing needs the library only: no source is started, no cache opened.
            let (favorites, _, _) = try Stores.libraryFavorites(global)
            let removed = try await CommandFailure.reporting { () async throws(DomainError) in try await favorites.remove(id) }
            guard removed else {
                throw CommandFailure(message: "\(CommandFailure.shown(id.rawValue)) is not a favourite", status: .notFound)
            }
            let shown = TerminalText.sanitizedLine(id.rawValue)
            try StandardOutput.writeLine(
                json ? JSONOutput.encode(FavoriteChangeJSON(id: id.rawValue, removed: true)) : "removed \(shown) from the favourites",
                afterDoing: "\(shown) was removed from the favourites"
            )
        }
    }
}
