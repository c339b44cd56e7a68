import ArgumentParser
import PhotoListTerminal

extension PhotoListCommand {
    /// The usage message when ArgumentParser refused `arguments` (normalized, without the program's name)
    /// for an unexpected argument that is the id ``PhotoIDArgument/normalized(_:root:)`` moved after `--`,
    /// or `nil` otherwise. Moved last, the id was read after a word typed after it (`show -2eXOjLSrME
    /// extra`), which took the id's place, so ArgumentParser would call the id unexpected. Parsing the
    /// words as typed (`typed`), a plain stand-in in the id's place, names the word that really is.
    static func movedIDMessage(_ arguments: [String], typed: [String], refusedWith error: any Error) -> String? {
        guard arguments != typed, let id = arguments.last, let place = typed.firstIndex(of: id),
              usageMessage(for: error).hasPrefix("photolist: unexpected argument '\(TerminalText.sanitizedLine(id))'")
        else { return nil }
        var standIn = typed
        standIn[place] = "stand-in"
        do {
            _ = try parseAsRoot(standIn)
            return nil
        } catch {
            // Typed before the id (`show extra -2eXOjLSrME`), the word took the id's place and the stand-in is
            // the one too many: ArgumentParser's words, naming the dashed id, were right.
            let message = usageMessage(for: error)
            return message.hasPrefix("photolist: unexpected argument") && !message.hasPrefix("photolist: unexpected argument 'stand-in'") ? message : nil
        }
    }
}
