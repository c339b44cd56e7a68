import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// The line that refuses `arguments` (without the program name) when they begin with an option and a
    /// command's name comes later (`photolist --base-url URL download ID`), or `nil` otherwise. Only called
    /// once parsing has failed: ArgumentParser reads the words before a command's name as the default
    /// command's (`browse`), so it would answer with browse's usage and "unexpected arguments" naming the
    /// command the user typed. The line shows the order that works instead of reordering silently, since
    /// an option's value may itself be a command's name.
    static func misplacedCommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, first.hasPrefix("-"), first != "--",
              let index = arguments.firstIndex(where: { word in subcommandNames.contains(word) }),
              !arguments[..<index].contains("--")
        else { return nil }
        let command = arguments[index]
        let reordered = ([command] + arguments[..<index] + arguments[(index + 1)...]).map(shownArgument).joined(separator: " ")
        return "photolist: a command's name comes before its options: photolist \(TerminalText.truncated(reordered, to: 120))"
    }

    /// The names of the top-level commands (not their aliases: a command is suggested by its name).
    private static var subcommandNames: Set<String> {
        Set(configuration.subcommands.map { $0._commandName })
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
