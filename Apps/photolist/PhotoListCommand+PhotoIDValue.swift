import ArgumentParser
import Domain
import PhotoListTerminal

extension PhotoListCommand {
    /// The usage message when ArgumentParser refused a photo id argument (`show $'a\nb'`, `show ''`), or
    /// `nil` otherwise. A `PhotoID` is neither empty nor holds a control character, so such an id fails
    /// while parsing, where ArgumentParser's message quotes it and adds the argument's help; the message
    /// here says why, by the rule every id and name argument follows (``FeedName/check(_:what:)``), then
    /// the usage lines, as an id refused by that rule after parsing (`show 'a b'`) is told.
    static func photoIDValueMessage(_ arguments: [String], refusedWith error: any Error) -> String? {
        let message = fullMessage(for: error)
        guard message.hasPrefix("Error: The value "), message.contains("is invalid for '<id>'"),
              let refusal = arguments.lazy.filter({ PhotoID(rawValue: $0) == nil }).compactMap({ FeedName.refusal(of: $0, what: "photo id") }).first
        else { return nil }
        // From the usage line on: the refused id, quoted before it, may itself hold a line break.
        let lines = usageMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        let usage = lines.drop { !$0.hasPrefix("Usage: ") }
        return (["photolist: " + TerminalText.sanitizedLine(refusal)] + usage).joined(separator: "\n")
    }
}
