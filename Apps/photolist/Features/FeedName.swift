import ArgumentParser
import Domain
import PhotoListTerminal

/// The check every command taking a feed's name (a topic's slug, a collection's id, a username) or a
/// photo's id to ask the source for makes before anything starts, by Domain's `TypableIdentifier`, with
/// words that say which part of the rule the name breaks.
enum FeedName {
    /// Throws a usage error naming `what` when `name` cannot name a feed.
    static func check(_ name: String, what: String) throws(ValidationError) {
        if let refusal = refusal(of: name, what: what) { throw ValidationError(refusal) }
    }

    /// Why `name` cannot name a feed, in words naming `what`, or `nil` when it can. The name is quoted
    /// with what refused it in sight (``quoted(_:)``).
    static func refusal(of name: String, what: String) -> String? {
        switch TypableIdentifier.refusal(of: name) {
        case nil: nil
        case .empty: "the \(what) is empty"
        case .tooLong(let characters): "the \(what) is longer than \(TypableIdentifier.maximumLength) characters (\(characters))"
        case .refusedScalar: "the \(what) must contain no spaces, control or invisible characters (got '\(quoted(name))')"
        }
    }

    /// `name` as a message quotes it, with every refused scalar but a plain space written as an escape
    /// (`\n`, `\t`, `\u{202E}`, and a backslash as `\\`, so a typed `\n` is told from a line break) instead
    /// of dropped, which would quote a refused name that looks valid; anything else the terminal could
    /// take for a command is dropped, as in any quote. Longer than 60 scalars, it is cut between escapes,
    /// never inside one, after reading no more of `name` than it keeps (a flood of combining marks is one
    /// character, not one line's worth).
    static func quoted(_ name: String) -> String {
        var (quoted, length) = ("", 0)
        for scalar in name.unicodeScalars {
            let piece = switch scalar {
            case "\n": "\\n"
            case "\t": "\\t"
            case "\\": "\\\\"
            case " ": " "
            default: TypableIdentifier.refuses(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : TerminalText.sanitizedLine(String(scalar))
            }
            let size = piece.unicodeScalars.count
            guard length + size <= 59 else { return quoted + "…" }
            (quoted, length) = (quoted + piece, length + size)
        }
        return quoted
    }
}
