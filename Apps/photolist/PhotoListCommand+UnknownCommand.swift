import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// The line that refuses `arguments` (without the program name) when a word in a command's place names
    /// no command, or `nil` when every one does, or when the word is an option.
    ///
    /// `browse` is the default subcommand and takes no positional argument, so ArgumentParser would read
    /// `photolist bogus` as `photolist browse bogus` and answer with browse's usage; a word in that place is
    /// always meant as a command, so it is reported as one. The groups with a default subcommand
    /// (`favorites`, `cache`) are read the same way, their defaults taking no positional argument either:
    /// `photolist favorites ad x` is a mistyped `add`, not `favorites list` with two stray words.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        unknownCommandMessage(arguments[...], in: Self.self, named: "photolist")
    }

    /// ``unknownCommandMessage(_:)`` for the words after the command `group`, called `name` on a line.
    private static func unknownCommandMessage(_ arguments: ArraySlice<String>, in group: any ParsableCommand.Type, named name: String) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let subcommands = group.configuration.subcommands
        if let named = group.subcommand(named: first) {
            let isGroupWithDefault = !named.configuration.subcommands.isEmpty && named.configuration.defaultSubcommand != nil
            return isGroupWithDefault ? unknownCommandMessage(arguments.dropFirst(), in: named, named: "\(name) \(named._commandName)") : nil
        }
        // `help` takes the command to explain: `photolist help lst` is as mistyped as `photolist lst`.
        guard first != "help" else { return unknownCommandMessage(arguments.dropFirst(), in: group, named: name) }
        let names = subcommands.map { $0._commandName }
        let shown = TerminalText.truncated(TerminalText.sanitizedLine(first), to: 40)
        // `version` is an option at the top, the word people type for it.
        let meant = group == Self.self && first.lowercased() == "version" ? "--version" : nearest(to: first, among: names)
        let suggestion = meant.map { " (did you mean '\($0)'?)" } ?? ""
        return "photolist: '\(shown)' is not a \(name) command\(suggestion); the commands are \(names.joined(separator: ", ")) (see \(name) --help)"
    }

    /// The command `word` most likely meant: the one fewest edits away (``EditDistance``), when that is at
    /// most 2 and half its length (`clr` for `clear`, not `ls` for `rm`); `nil` when none is that close, or
    /// two are equally close.
    static func nearest(to word: String, among names: [String]) -> String? {
        let typed = word.lowercased()
        let scored = names.map { ($0, EditDistance.between(typed, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= min(2, max(1, best.0.count / 2)),
              scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
        return best.0
    }
}
