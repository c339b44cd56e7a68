import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// `message` (a usage message as ``usageMessage(for:)`` words it) in two lines when ArgumentParser refused
    /// a value that is not among an option's choices (`--images bogus`, `--order pink`): the rule as every
    /// other refused value states it ("--images must be one of auto, kitty, … (got 'bogus')"), then where
    /// the help is. ArgumentParser's own answer lists the choices again, one per line, and adds the option's
    /// help and the command's usage, up to 16 lines for one wrong word. `nil` for any other message.
    static func choiceValueMessage(_ message: String) -> String? {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first,
              let refusal = first.firstMatch(of: /^photolist: the value '(.*)' is invalid for '(--[a-z-]+) <([^>]*\|[^>]*)>'/),
              let see = lines.last(where: { $0.hasPrefix("  See '") })
        else { return nil }
        let choices = refusal.3.split(separator: "|").joined(separator: ", ")
        let got = TerminalText.truncated(String(refusal.1), to: 40)
        return "photolist: \(refusal.2) must be one of \(choices) (got '\(got)')\n\(see)"
    }
}
