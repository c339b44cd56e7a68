import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// The line that refuses `arguments` (without the program name) when their first word names no
    /// command, or `nil` when it does, or when the first word is an option.
    ///
    /// `browse` is the default subcommand and takes no positional argument, so ArgumentParser would read
    /// `photolist bogus` as `photolist browse bogus` and answer with browse's usage; a word in that place is
    /// always meant as a command, so it is reported as one.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        var names: [String] = []
        var accepted: Set = ["help"]
        for command in configuration.subcommands {
            names.append(command._commandName)
            accepted.insert(command._commandName)
            accepted.formUnion(command.configuration.aliases)
        }
        guard !accepted.contains(first) else { return nil }
        let shown = TerminalText.truncated(TerminalText.sanitizedLine(first), to: 40)
        return "photolist: '\(shown)' is not a photolist command; the commands are \(names.joined(separator: ", ")) (see photolist --help)"
    }
}
