import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// ArgumentParser's usage message for an option `photolist` refused before any command's name
    /// (`photolist --verison`, `photolist --json`), with its first line saying what was likely meant; `nil`
    /// for any other failure. Without a command's name every option is read as `browse`'s, the default
    /// command, so ArgumentParser answers with browse's usage and suggests nothing, or a poor match. The
    /// line names the commands that take the option ("list, search and show take it: photolist list
    /// --json"), else the nearest option `photolist` or `browse` takes ("did you mean '--version'?").
    static func defaultCommandOptionMessage(_ arguments: [String], refusedWith error: any Error) -> String? {
        let message = usageMessage(for: error)
        let prefix = "photolist: Unknown option '"
        guard message.hasPrefix(prefix), let end = message.dropFirst(prefix.count).firstIndex(of: "'"),
              !arguments.prefix(while: { $0 != "--" }).contains(where: { word in configuration.subcommands.contains { $0._commandName == word } })
        else { return nil }
        let option = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end])
        guard option.hasPrefix("--"), let name = option.split(separator: "=").first.map(String.init) else { return nil }
        let usage = message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let typed = TerminalText.truncated(TerminalText.sanitizedLine(arguments.first { $0 == name || $0.hasPrefix(name + "=") } ?? name), to: 60)
        let firstLine = "photolist: unknown option '\(typed)' (options before a command's name are browse's, the default command)"
        let takers = configuration.subcommands.filter { optionNames(of: $0).contains(name) }.map { $0._commandName }
        if let first = takers.first {
            let named = takers.count == 1 ? "\(first) takes it" : "\(takers.dropLast().joined(separator: ", ")) and \(takers.last ?? first) take it"
            return ([firstLine + "; \(named): photolist \(first) \(typed)"] + usage).joined(separator: "\n")
        }
        guard let nearest = nearest(to: name, among: optionNames(of: Self.self).union(optionNames(of: BrowseCommand.self)).sorted()) else { return nil }
        return ([firstLine + "; did you mean '\(nearest)'?"] + usage).joined(separator: "\n")
    }

    /// The long options `command` takes, read from its help, which lists every one.
    private static func optionNames(of command: any ParsableCommand.Type) -> Set<String> {
        let words = helpMessage(for: command).split { !$0.isLetter && !$0.isNumber && $0 != "-" }
        return Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
    }
}
