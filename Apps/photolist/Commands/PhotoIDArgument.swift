import ArgumentParser

/// Photo ids as the source gives them: an Unsplash id may begin with `-` (`-2eXOjLSrME`), which
/// ArgumentParser would read as a group of one-letter options (and `-huv7jl2MVL` as a request for help).
/// So before parsing, the id of a command that takes one (a ``SourceNameCommand``: a photo id, a topic's
/// slug, a collection's id, a username) is moved after `--`, where every word is a positional argument.
///
/// The rule: in such a command, the first word that begins with a single `-` and has two or more
/// characters after it is the id, unless it is a negative number (a value, as `--timeout -12` gives).
/// So `-h`, `-v` and `-o` stay options (these commands take one-letter options one at a time: `-v -h`,
/// not `-vh`), words beginning with `--` stay options, and a command line that has a `--` already is left
/// as it is: an id of one character after `-`, or one beginning with `--`, follows `--` (`show -- -h`).
enum PhotoIDArgument {
    /// The id argument's help, for every ``PhotoIDCommand``.
    static let help = ArgumentHelp(
        "The photo's id, as list and search print it, even one that begins with - (-2eXOjLSrME); "
            + "an id of - and one character, or one that begins with --, goes after -- (show -- -h).",
        valueName: "id"
    )

    /// `arguments` (without the program's name) with a ``SourceNameCommand``'s name that begins with `-` moved
    /// after a `--` at the end; any other command line unchanged. `root` is the command whose
    /// subcommands the leading words name.
    static func normalized(_ arguments: [String], root: any ParsableCommand.Type = PhotoListCommand.self) -> [String] {
        var command = root
        var index = arguments.startIndex
        while index < arguments.endIndex, let named = subcommand(of: command, named: arguments[index]) {
            command = named
            index += 1
        }
        let rest = arguments[index...]
        // The cheap checks first: a cast to a protocol costs a scan of the binary's conformances the first
        // time, which `--version` and most runs need not pay.
        guard !rest.contains("--"), let idIndex = rest.firstIndex(where: isDashedID), command is any SourceNameCommand.Type else {
            return arguments
        }
        var result = arguments
        let id = result.remove(at: idIndex)
        return result + ["--", id]
    }

    /// Whether `word` is read as an id rather than an option: a single `-`, then two or more characters
    /// that are not a number.
    static func isDashedID(_ word: String) -> Bool {
        guard word.hasPrefix("-"), !word.hasPrefix("--"), word.count > 2 else { return false }
        let isNumber = word.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        return !isNumber
    }

    private static func subcommand(of command: any ParsableCommand.Type, named word: String) -> (any ParsableCommand.Type)? {
        // An option is never a command's name; asking each subcommand its name costs a reflection each.
        guard !word.hasPrefix("-") else { return nil }
        return command.subcommand(named: word)
    }
}
