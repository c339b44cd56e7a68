import ArgumentParser
import Domain
import PhotoListTerminal

extension PhotoListCommand {
    /// The one-line usage message when ArgumentParser refused a photo id argument (`show $'a\nb'`), or `nil`
    /// otherwise. A `PhotoID` holds no control character, so such an id fails while parsing, where
    /// ArgumentParser's message quotes it and adds its help and usage lines; the message here says why, by
    /// the rule every id and name argument follows (``FeedName/check(_:what:)``).
    static func photoIDValueMessage(_ arguments: [String], refusedWith error: any Error) -> String? {
        let message = fullMessage(for: error)
        guard message.hasPrefix("Error: The value "), message.contains("is invalid for '<id>'"),
              let refused = arguments.first(where: { !$0.isEmpty && PhotoID(rawValue: $0) == nil })
        else { return nil }
        return FeedName.refusal(of: refused, what: "photo id").map { "photolist: " + TerminalText.sanitizedLine($0) }
    }
}
