import ArgumentParser
import Foundation
import PhotoListTerminal

extension PhotoListCommand {
    /// ArgumentParser's usage message for an option `photolist` refused before any command's name
    /// (`photolist --verison`, `photolist --json`), with its first line saying what was likely meant; `nil`
    /// for any other failure. Without a command's name every option is read as `browse`'s, the default
    /// command, so ArgumentParser answers with browse's usage and suggests nothing, or a poor match. The
    /// line names the commands that take the option ("sync takes it: photolist sync --query x", or when
    /// most do, those that do not: "every command but browse, serve and web takes it: photolist list
    /// --json"), else the nearest option `photolist` or `browse` takes ("did you mean '--version'?").
    ///
    /// After a command's name (`photolist browse --json`), an option that command does not take but others
    /// do is named with them the same way ("unknown option '--json' for browse; every command but …"),
    /// unless the command has its own option for it (``OptionSynonyms``: "random takes --count for that").
    static func defaultCommandOptionMessage(_ arguments: [String], refusedWith error: any Error) -> String? {
        let message = usageMessage(for: error)
        let prefix = "photolist: unknown option '"
        guard message.hasPrefix(prefix), let end = message.dropFirst(prefix.count).firstIndex(of: "'") else { return nil }
        let named = namedCommand(in: arguments)
        let option = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end])
        guard option.hasPrefix("--"), let name = option.split(separator: "=").first.map(String.init) else { return nil }
        let usage = message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let typed = arguments.first { $0 == name || $0.hasPrefix(name + "=") } ?? option
        let shown = TerminalText.truncated(TerminalText.sanitizedLine(typed), to: 60)
        let firstLine = named.map { "photolist: unknown option '\(shown)' for \($0)" }
            ?? "photolist: unknown option '\(shown)' (options before a command's name are browse's, the default command)"
        let commands = namedCommands(configuration.subcommands)
        if let named, let own = (commands.first { $0.name == named }?.command as? any OptionSynonyms.Type)?.synonyms[name] {
            let typed = example(named, name, takesValue: true, arguments).map { ": " + $0.replacing("\(named) \(name)", with: "\(named) \(own)", maxReplacements: 1) }
            return ([firstLine + "; \(named) takes \(own) for that" + (typed ?? "")] + usage).joined(separator: "\n")
        }
        let takers = commands.compactMap { named in options(of: named.command)[name].map { (named.name, $0) } }
        // A group's command that takes it (`cache clear --json` refused as `cache --json`) is ArgumentParser's to explain.
        guard named.map({ named in !takers.contains { $0.0 == named || $0.0.hasPrefix(named + " ") } }) ?? true else { return nil }
        if let (first, takesValue) = takers.first {
            let names = takers.map(\.0)
            // When most commands take it, the few that do not are the shorter list.
            let others = commands.map(\.name).filter { !names.contains($0) }
            let named = switch names.count {
            case 1: "\(first) takes it"
            case _ where others.count < names.count / 2 && !others.isEmpty: "every command but \(Self.listed(others)) takes it"
            default: "\(Self.listed(names)) take it"
            }
            return ([firstLine + "; \(named)" + (example(first, name, takesValue: takesValue, arguments).map { ": \($0)" } ?? "")] + usage).joined(separator: "\n")
        }
        guard named == nil, let nearest = nearest(to: name, among: options(of: Self.self).merging(options(of: BrowseCommand.self)) { $1 }.keys.sorted()) else { return nil }
        return ([firstLine + "; did you mean '\(nearest)'?"] + usage).joined(separator: "\n")
    }

    /// The command `arguments` name, by its name or an alias, with a group's command when one follows
    /// ("favorites list", as ``namedCommands(_:prefix:)`` names it), or `nil` when they name none.
    private static func namedCommand(in arguments: [String]) -> String? {
        let words = arguments.prefix { $0 != "--" }
        for (index, word) in words.enumerated() {
            guard let top = subcommand(named: word) else { continue }
            let group = words.dropFirst(index + 1).first.flatMap { top.subcommand(named: $0) }
            return [top._commandName, group?._commandName].compactMap { $0 }.joined(separator: " ")
        }
        return nil
    }

    /// "a, b and c".
    private static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : "\(names.dropLast().joined(separator: ", ")) and \(names.last ?? "")"
    }

    /// Every command a user can name, in help order: a group's by their path ("favorites list", "cache
    /// stats"), since a group's options are its commands'.
    private static func namedCommands(_ commands: [any ParsableCommand.Type], prefix: String = "") -> [(name: String, command: any ParsableCommand.Type)] {
        commands.flatMap { command -> [(name: String, command: any ParsableCommand.Type)] in
            let name = prefix + command._commandName
            let group = command.configuration.subcommands
            return group.isEmpty ? [(name, command)] : namedCommands(group, prefix: name + " ")
        }
    }

    /// The long options `command` takes, each with whether it takes a value, read from the synopsis lines
    /// of its help's options ("  --page <page>   The page…"), which list every one (not from prose, which
    /// may name another command's options).
    private static func options(of command: any ParsableCommand.Type) -> [String: Bool] {
        var options: [String: Bool] = [:]
        for line in helpMessage(for: command).split(separator: "\n") where line.hasPrefix("  -") {
            let synopsis = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
            for form in synopsis.components(separatedBy: ", ") where form.hasPrefix("--") {
                let parts = form.split(separator: " ", maxSplits: 1)
                options[String(parts[0])] = parts.count > 1
            }
        }
        return options
    }

    /// "photolist list --page 3": the option as it was typed, after `command`, with the value that followed
    /// it when it takes one; `nil` when it was typed with characters that cannot be shown as they are, so
    /// no line suggests a command other than the one typed.
    private static func example(_ command: String, _ name: String, takesValue: Bool, _ arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) else { return nil }
        var words = [arguments[index]]
        if takesValue, !arguments[index].contains("="), index + 1 < arguments.count { words.append(arguments[index + 1]) }
        guard words.allSatisfy({ word in word.count <= 60 && TerminalText.sanitizedLine(word) == word && !word.contains(" ") }) else { return nil }
        return "photolist \(command) \(words.joined(separator: " "))"
    }
}
