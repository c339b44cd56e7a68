import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// `message` (a usage message as ``usageMessage(for:)`` words it) in two lines when ArgumentParser refused
    /// an option's value while parsing: the rule as every other refused value states it, with the value, then
    /// where the help is (which ``oneLine(_:)`` joins to it). ArgumentParser's own answer adds the option's help and the command's usage (and,
    /// for choices, lists them again one per line), up to 16 lines for one wrong word. `nil` for any other
    /// message, and for an option whose help states no range.
    ///
    /// - A value outside an option's choices: "--order must be one of latest, oldest, popular (got 'pink')",
    ///   the settings file's wording.
    /// - A value that is not a number, for an option that takes one: "--page must be a whole number between
    ///   1 and 1000000 (got 'abc')", the validation's wording for a number out of range. The range is the one
    ///   the option's help states (written from the constant that enforces it, ``ClosedRange/helpText``);
    ///   its bounds say whether the option takes whole numbers ("1…30") or decimals ("0.1…3600"), the same
    ///   whatever was typed.
    static func refusedValueMessage(_ message: String) -> String? {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first,
              let refusal = first.firstMatch(of: /^photolist: the value '(.*)' is invalid for '(--[a-z-]+) <([^>]*)>'/),
              let see = lines.last(where: { $0.hasPrefix("  See '") })
        else { return nil }
        let option = refusal.2
        let got = TerminalText.truncated(String(refusal.1), to: 40)
        if refusal.3.contains("|") {
            let choices = refusal.3.split(separator: "|").joined(separator: ", ")
            return "photolist: \(option) must be one of \(choices) (got '\(got)')\n\(see)"
        }
        // Every option whose type can refuse a value and is not a choice (a|b|c) takes a number (an Int, or
        // `--timeout`'s decimal seconds) and states its range in its help; one that states none keeps
        // ArgumentParser's own message.
        let help = lines.first(where: { $0.hasPrefix("Help: ") })
        guard let range = help?.firstMatch(of: /\((-?[0-9][0-9.]*)…(-?[0-9][0-9.]*)[;)]/) else { return nil }
        let kind = range.1.contains(".") || range.2.contains(".") ? "a number" : "a whole number"
        return "photolist: \(option) must be \(kind) between \(range.1) and \(range.2) (got '\(got)')\n\(see)"
    }
}
