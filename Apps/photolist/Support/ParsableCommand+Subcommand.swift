import ArgumentParser

extension ParsableCommand {
    /// The subcommand of this command that `word` names, by its name or one of its aliases
    /// (`favourites`); `nil` for any other word. The one lookup every rewording of a refused command line
    /// uses, so an alias is a command's name everywhere.
    static func subcommand(named word: String) -> (any ParsableCommand.Type)? {
        configuration.subcommands.first { $0._commandName == word || $0.configuration.aliases.contains(word) }
    }
}
