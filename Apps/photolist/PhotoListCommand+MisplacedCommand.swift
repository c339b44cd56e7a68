import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// The line that refuses `arguments` (without the program name) when they begin with an option and a
    /// command's name comes later (`photolist --base-url URL download ID`, or within a group of commands,
    /// `photolist favorites --json list`), or `nil` otherwise. Only called once parsing has failed:
    /// ArgumentParser reads the words before a command's name as the default command's (`browse`, or the
    /// group's `list`), so it would answer with that command's usage and "unexpected argument" naming the
    /// command the user typed. The line shows the order that works instead of reordering silently, since
    /// an option's value may itself be a command's name.
    static func misplacedCommandMessage(_ arguments: [String]) -> String? {
        guard let reordered = commandsFirst(arguments, among: configuration.subcommands) else { return nil }
        let shown = reordered.map(shownArgument).joined(separator: " ")
        return "photolist: a command's name comes before its options: photolist \(TerminalText.truncated(shown, to: 120))"
    }

    /// `arguments` with each command's name (among `commands`, then a group's own) moved before the options
    /// typed ahead of it, or `nil` when none was. A group's name or alias first leads into its commands.
    private static func commandsFirst(_ arguments: [String], among commands: [any ParsableCommand.Type]) -> [String]? {
        guard let first = arguments.first else { return nil }
        if let group = commands.first(where: { $0._commandName == first || $0.configuration.aliases.contains(first) }) {
            let inner = group.configuration.subcommands
            guard !inner.isEmpty, let rest = commandsFirst(Array(arguments.dropFirst()), among: inner) else { return nil }
            return [first] + rest
        }
        // Commands are suggested by their names, not their aliases.
        let names = Set(commands.map { $0._commandName })
        guard first.hasPrefix("-"), first != "--",
              let index = arguments.firstIndex(where: { word in names.contains(word) }),
              !arguments[..<index].contains("--")
        else { return nil }
        let moved = [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        // The command moved may be a group whose own command also came after options.
        return commandsFirst(moved, among: commands) ?? moved
    }

    /// `word` as a shell would need it typed: quoted when it holds anything but letters, digits and
    /// `-_./:=,@%+`, control characters removed.
    private static func shownArgument(_ word: String) -> String {
        let clean = TerminalText.sanitizedLine(word)
        let plain = !clean.isEmpty && clean.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-_./:=,@%+".unicodeScalars.contains(scalar)
        }
        return plain ? clean : "'" + clean.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
