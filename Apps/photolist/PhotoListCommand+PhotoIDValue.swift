import ArgumentParser
import Foundation
import Domain
import PhotoListTerminal

extension PhotoListCommand {
    /// The usage message when ArgumentParser refused a photo id argument (`show $'a\nb'`, `show ''`), or
    /// `nil` otherwise. A `PhotoID` is neither empty nor holds a control character, so such an id fails
    /// while parsing, where ArgumentParser's message quotes it and adds the argument's help; the message
    /// here says why, by the rule every id and name argument follows (``FeedName/check(_:what:)``), then
    /// the usage lines (which ``oneLine(_:)`` turns into where the help is), as an id refused by that rule
    /// after parsing (`show 'a b'`) is told.
    static func photoIDValueMessage(refusedWith error: any Error) -> String? {
        let message = fullMessage(for: error)
        // The id as ArgumentParser quotes it, not a guess among the arguments: an option's value may be
        // empty or odd too (`download -o '' $'a\nb'`).
        let prefix = "Error: The value '", marker = "' is invalid for '<id>'"
        guard message.hasPrefix(prefix), let end = message.range(of: marker, options: .backwards),
              let refusal = FeedName.refusal(of: String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end.lowerBound]), what: "photo id")
        else { return nil }
        // What follows the quote: the argument's help, then the usage lines, each cleaned as usage is.
        let usage = message[end.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .filter { !$0.hasPrefix("Help: ") }
            .map { TerminalText.sanitizedLine(String($0)) }
        return (["photolist: " + TerminalText.sanitizedLine(refusal)] + usage).joined(separator: "\n")
    }
}
