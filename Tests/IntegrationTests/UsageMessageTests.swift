import Domain
import Foundation
import Testing
import PhotoListTerminal

/// What a mistyped command line is told: every usage error is one line that says what is wrong, in words.
@Suite("photolist usage messages", .timeLimit(.minutes(2 * TestTime.scale)))
struct UsageMessageTests {
    @Test("given a first word that names no command, when photolist runs, then one line says the command is unknown, suggests the nearest one when one is near, and lists the commands", arguments: [
        (["bogus"], ""), (["bogus", "--json"], ""), (["lst", "--page", "2"], " (did you mean 'list'?)"), (["serach", "sea"], " (did you mean 'search'?)"),
        (["topic"], " (did you mean 'topics'?)"), (["version"], " (did you mean '--version'?)"),
    ])
    func unknownCommand(arguments: [String], suggestion: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: '\(arguments[0])' is not a photolist command\(suggestion); the commands are "
            + "browse, list, search, show, favorites, recent, download, sync, cache, serve, web, topics, collections, user, random "
            + "(see photolist --help)\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given an option typed before any command's name that browse does not take, when photolist runs, then one line names the commands that take it, else the nearest option browse or photolist takes, and where browse's help is", arguments: [
        (["--json"], "; every command but browse, serve and web takes it: photolist list --json"),
        (["--page=3"], "; list, search, topics, collections and user take it: photolist list --page=3"),
        (["--page", "3"], "; list, search, topics, collections and user take it: photolist list --page 3"),
        (["--size=\u{1B}[31mx"], "; download takes it"),
        (["--force"], "; download takes it: photolist download --force"),
        (["--verison"], "; did you mean '--version'?"),
        (["--offlin", "--no-color"], "; did you mean '--offline'?"),
        (["--bogus"], nil),
    ])
    func optionBeforeAnyCommand(arguments: [String], advice: String?) throws {
        let run = try PhotoListBinary.run(arguments)

        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(run.status == 2)
        if let advice {
            #expect(lines == ["photolist: unknown option '\(TerminalText.sanitizedLine(arguments[0]))' (options before a command's name are browse's, the default command)\(advice); see 'photolist browse --help'"])
        } else {
            #expect(lines == ["photolist: unknown option '\(arguments[0])'; see 'photolist browse --help'"], "ArgumentParser's own words when nothing is near")
        }
    }

    @Test("given an option mistyped after a command's name, when photolist runs, then one line suggests the nearest in the words photolist's other suggestions use", arguments: [
        (["list", "--jsn"], "photolist: unknown option '--jsn' (did you mean '--json'?); see 'photolist list --help'"),
        (["sync", "--pages", "2", "--per-pag", "3"], "photolist: unknown option '--per-pag' (did you mean '--per-page'?); see 'photolist sync --help'"),
    ])
    func mistypedOptionAfterTheCommand(arguments: [String], line: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError == line + "\n", "\(run.standardError)")
    }

    @Test("given an option a group's command does not take, named by the group's name or its alias, when photolist runs, then the line names the group's command, as its help does", arguments: [
        (["favorites", "list", "--page", "2"], "favorites list"),
        (["favourites", "add", "--page", "2", "x"], "favorites add"),
        (["cache", "stats", "--page", "2"], "cache stats"),
    ])
    func optionAGroupsCommandDoesNotTake(arguments: [String], command: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: unknown option '--page' for \(command); list, search, topics, collections and user take it: photolist list --page 2; see 'photolist \(command) --help'\n", "\(run.standardError)")
    }

    @Test("given an option a named command does not take but others do, when photolist runs, then one line names that command and those that take it (or the command's own option for it), and where its help is; one no command takes gets ArgumentParser's own words", arguments: [
        (["browse", "--json"], "browse", "; every command but browse, serve and web takes it: photolist list --json"),
        (["list", "--query", "sea"], "list", "; sync takes it: photolist sync --query sea"),
        (["random", "--per-page", "3"], "random", "; random takes --count for that: photolist random --count 3"),
        (["random", "--per-page=3"], "random", "; random takes --count for that: photolist random --count=3"),
        (["serve", "--bogus"], "serve", nil),
    ])
    func optionAnotherCommandTakes(arguments: [String], command: String, advice: String?) throws {
        let run = try PhotoListBinary.run(arguments)

        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(run.status == 2)
        if let advice {
            #expect(lines == ["photolist: unknown option '\(arguments[1])' for \(command)\(advice); see 'photolist \(command) --help'"], "\(lines)")
        } else {
            #expect(lines == ["photolist: unknown option '\(arguments[1])'; see 'photolist \(command) --help'"], "\(lines)")
        }
    }

    @Test("given a value for --images that names no way of drawing, written after a space, when a command without arguments runs, then it is refused as the value it was meant to be, as --images=value is, not as an unexpected argument", arguments: [
        ["list", "--images", "bogus"], ["show", "VwnS_lbe34J", "--images", "sixels"],
    ])
    func mistypedImagesValue(arguments: [String]) throws {
        let spaced = try PhotoListBinary.run(arguments)
        let joined = try PhotoListBinary.run(Array(arguments.dropLast(2)) + ["--images=\(arguments.last!)"])

        #expect(spaced.status == 2)
        #expect(spaced.standardError == "photolist: --images must be one of auto, kitty, iterm, sixel, blocks, quarters, none (got '\(arguments.last!)'); see 'photolist \(arguments[0]) --help'\n", "\(spaced.standardError)")
        #expect(spaced.standardError == joined.standardError)
    }

    @Test("given a value not among an option's choices, when photolist runs, then one line says the rule with the value and where the help is, not ArgumentParser's list, help and usage", arguments: [
        (["list", "--order", "pink"], "--order must be one of latest, oldest, popular (got 'pink')", "list"),
        (["download", "x", "--size", "huge"], "--size must be one of small, regular, full (got 'huge')", "download"),
        (["search", "sea", "--source=flickr"], "--source must be one of demo, unsplash, picsum (got 'flickr')", "search"),
    ])
    func aValueOutsideTheChoices(arguments: [String], rule: String, command: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2 && run.standardOutput.isEmpty)
        #expect(run.standardError == "photolist: \(rule); see 'photolist \(command) --help'\n", "\(run.standardError)")
    }

    @Test("given a value that does not read as the number an option takes, when photolist runs, then one line says the rule with the range the option's help states and the value, and where the help is", arguments: [
        (["list", "--page", "abc"], "--page must be a whole number between 1 and \(PageRequest.maximumPage) (got 'abc')", "list"),
        (["list", "--page", "1.5"], "--page must be a whole number between 1 and \(PageRequest.maximumPage) (got '1.5')", "list"),
        (["list", "--per-page", "1.5"], "--per-page must be a whole number between 1 and \(PageRequest.perPageRange.upperBound) (got '1.5')", "list"),
        (["topics", "--page", "99999999999999999999"], "--page must be a whole number between 1 and \(PageRequest.maximumPage) (got '99999999999999999999')", "topics"),
        (["search", "sea", "--timeout", "soon"], "--timeout must be a number between 0.1 and 3600 (got 'soon')", "search"),
        (["list", "--timeout", "0x10"], "--timeout must be a number between 0.1 and 3600 (got '0x10')", "list"),
        (["list", "--timeout", "1e-400"], "--timeout must be a number between 0.1 and 3600 (got '1e-400')", "list"),
        (["list", "--timeout", "nan"], "--timeout must be a number between 0.1 and 3600 (got 'nan')", "list"),
        (["list", "--timeout", "inf"], "--timeout must be a number between 0.1 and 3600 (got 'inf')", "list"),
        (["web", "--port", "http"], "--port must be a whole number between 0 and 65535 (got 'http')", "web"),
        (["web", "--max-tabs", "many"], "--max-tabs must be a whole number between 1 and 256 (got 'many')", "web"),
        (["serve", "--port", "8080.5"], "--port must be a whole number between 0 and 65535 (got '8080.5')", "serve"),
        (["random", "--count=\u{1B}[2J"], "--count must be a whole number between 1 and \(RandomPhotosListing.countRange.upperBound) (got '[2J')", "random"),
    ])
    func aValueThatIsNotANumber(arguments: [String], rule: String, command: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2 && run.standardOutput.isEmpty)
        #expect(run.standardError == "photolist: \(rule); see 'photolist \(command) --help'\n", "\(run.standardError)")
    }

    @Test("given help asked for a command that does not exist, when photolist runs, then it is refused as the command itself would be, not answered with the top-level help")
    func helpForAnUnknownCommand() throws {
        let run = try PhotoListBinary.run(["help", "lst"])
        let inGroup = try PhotoListBinary.run(["help", "favorites", "ad"])

        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("photolist: 'lst' is not a photolist command (did you mean 'list'?); the commands are "))
        #expect(run.standardOutput.isEmpty)
        #expect(inGroup.status == 2)
        #expect(inGroup.standardError.hasPrefix("photolist: 'ad' is not a photolist favorites command (did you mean 'add'?)"))
    }

    @Test("given a group's command mistyped, when photolist runs, then one line names the group's commands and suggests the nearest, not its default command's usage", arguments: [
        (["favorites", "ad", "x"], "favorites", "list, add, remove", " (did you mean 'add'?)"),
        (["favourites", "delete", "x"], "favorites", "list, add, remove", ""),
        (["cache", "stat"], "cache", "stats, clear", " (did you mean 'stats'?)"),
        (["cache", "clr"], "cache", "stats, clear", " (did you mean 'clear'?)"),
        (["cache", "rm"], "cache", "stats, clear", ""),
    ])
    func unknownCommandInAGroup(arguments: [String], group: String, commands: String, suggestion: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: '\(arguments[1])' is not a photolist \(group) command\(suggestion); the commands are \(commands) (see photolist \(group) --help)\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given options before a command's name, also within a group of commands, when photolist runs, then one line shows the order that works, not the default command's usage", arguments: [
        (["--base-url", "http://127.0.0.1:9", "download", "abc"], "photolist download --base-url http://127.0.0.1:9 abc"),
        (["--no-color", "list", "--per-page", "2"], "photolist list --no-color --per-page 2"),
        (["-v", "search", "a lake"], "photolist search -v 'a lake'"),
        (["favorites", "--base-url", "http://127.0.0.1:9", "list"], "photolist favorites list --base-url http://127.0.0.1:9"),
        (["favourites", "--json", "add", "abc"], "photolist favourites add --json abc"),
        (["cache", "--json", "stats"], "photolist cache stats --json"),
        (["--json", "favorites", "list"], "photolist favorites list --json"),
    ])
    func optionsBeforeTheCommand(arguments: [String], suggested: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: a command's name comes before its options: \(suggested)\n")
        #expect(run.standardOutput.isEmpty)
    }

    @Test("given a command word or an option first, when photolist runs, then nothing is reported as an unknown command", arguments: [
        ["help", "list"], ["--no-color", "--per-page", "2"], ["list", "--per-page", "1"], ["favourites", "--json"],
        ["favorites", "list", "--json"], ["cache"], ["cache", "stats", "--json"],
    ])
    func knownFirstWords(arguments: [String]) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(!run.standardError.contains("is not a photolist command"))
    }

    @Test("given a negative or too small number for a numeric option, when the command runs, then one line names the value as typed, the rule it breaks and where the help is", arguments: [
        (["list", "--page", "-1"], "photolist: --page must be at least 1 (got -1)"),
        (["search", "sea", "--page", "-1"], "photolist: --page must be at least 1 (got -1)"),
        (["list", "--per-page", "-5"], "photolist: --per-page must be between 1 and 30 (got -5)"),
        (["browse", "--per-page", "-1"], "photolist: --per-page must be between 1 and 30 (got -1)"),
        (["list", "--timeout", "-1"], "photolist: --timeout must be between 0.1 and 3600 seconds (got -1)"),
        (["list", "--timeout", "0.0000001"], "photolist: --timeout must be between 0.1 and 3600 seconds (got 0.0000001)"),
        (["serve", "--port", "-1"], "photolist: --port must be between 0 and 65535 (got -1)"),
        (["sync", "--pages", "-1"], "photolist: --pages must be between 1 and 500 (got -1)"),
        (["sync", "--pages", "1", "--per-page", "-1"], "photolist: --per-page must be between 1 and 30 (got -1)"),
        (["web", "--max-tabs", "0"], "photolist: --max-tabs must be between 1 and 256 (got 0)"),
        (["web", "--max-tabs", "-3"], "photolist: --max-tabs must be between 1 and 256 (got -3)"),
        (["web", "--max-tabs", "257"], "photolist: --max-tabs must be between 1 and 256 (got 257)"),
    ])
    func negativeNumbers(arguments: [String], firstLine: String) throws {
        let run = try PhotoListBinary.run(arguments)

        #expect(run.status == 2)
        #expect(run.standardError == firstLine + "; see 'photolist \(arguments[0]) --help'\n", "stderr: \(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }
}
