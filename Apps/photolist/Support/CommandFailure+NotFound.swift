import Domain
import PhotoListTerminal
import Presentation

extension CommandFailure {
    /// The failure for something the source does not have, named as the user typed it (made safe for the
    /// terminal and shortened): "the photo service has no photo 'abc'". Every command that takes an id or
    /// a name says it this way, with the status for not found.
    static func notFound(_ kind: String, _ key: String, hint: String = "") -> CommandFailure {
        let shown = TerminalText.truncated(TerminalText.sanitizedLine(key), to: 60)
        return CommandFailure(message: "the photo service has no \(kind) '\(shown)'\(hint)", status: .notFound)
    }

    /// ``reporting(_:)`` for a use case about the photo `id`: the source not having it is
    /// ``notFound(_:_:hint:)`` naming the id, not the general sentence, so `show`, `download` and
    /// `favorites add` say the same.
    static func reporting<Value>(photo id: PhotoID, _ body: () async throws(DomainError) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await body()
        } catch .notFound {
            throw notFound("photo", id.rawValue)
        } catch {
            throw CommandFailure(ErrorDisplay(error))
        }
    }
}
