import Foundation
import Domain
import PhotoListTerminal
import Presentation

extension CommandFailure {
    /// The failure for something the source does not have, named as the user typed it (made safe for the
    /// terminal and shortened): "the photo service has no photo 'abc'". Every command that takes an id or
    /// a name says it this way, with the status for not found.
    static func notFound(_ kind: String, _ key: String, hint: String = "") -> CommandFailure {
        CommandFailure(message: "\(PhotoFormatting.serviceName) has no \(kind) '\(shown(key))'\(hint)", status: .notFound)
    }

    /// The failure for a photo the offline copy does not hold, naming it as ``notFound(_:_:hint:)`` does,
    /// with the general sentence's status and hint.
    static func notCached(photo id: PhotoID) -> CommandFailure {
        notCached("photo '\(shown(id.rawValue))'")
    }

    /// The failure for `what` ("photo 'abc'", "page 4 of the photo list, …"), which the offline copy does
    /// not hold, with the general sentence's status and hint.
    private static func notCached(_ what: String) -> CommandFailure {
        let hint = CommandHint.hint(for: .notCached).map { " " + $0 } ?? ""
        return CommandFailure(
            message: "the offline copy, which keeps only what has been fetched online, has no \(what).\(hint)",
            status: ExitStatus(for: .notCached)
        )
    }

    /// A key as the user typed it, made safe for the terminal and shortened, with what no id holds written
    /// as an escape (`\u{200B}`) so a key that looks valid is not quoted as one (`FeedName.quoted(_:)`):
    /// how a message quotes it.
    static func shown(_ key: String) -> String {
        FeedName.quoted(key)
    }

    /// ``reporting(_:)`` for a use case about the photo `id`: the source not having it is
    /// ``notFound(_:_:hint:)`` naming the id, not the general sentence, and so is its not being in the offline
    /// copy (``notCached(photo:)``), so `show`, `download` and `favorites add` say the same.
    static func reporting<Value>(photo id: PhotoID, _ body: () async throws(DomainError) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await body()
        } catch .notFound {
            throw notFound("photo", id.rawValue)
        } catch .notCached {
            throw notCached(photo: id)
        } catch {
            throw CommandFailure(ErrorDisplay(error))
        }
    }

    /// The failure for a listing of `what` ("photo list", "topics list") that the source's address does not
    /// serve (HTTP 404): what a wrong `--base-url` gives, so it says that, with `baseURL`, the address given
    /// if one was, rather than "no such photo or page". Every command that lists without naming a key says
    /// it this way.
    static func noListing(_ what: String, baseURL: URL?) -> CommandFailure {
        let check = baseURL.map { "; is \(shown($0.absoluteString)) (--base-url) the API's root?" } ?? ""
        return CommandFailure(message: "\(PhotoFormatting.serviceName) has no \(what) at its address (HTTP 404)\(check)", status: .notFound)
    }

    /// ``reporting(screen:)`` for a listing (`what`: "photo list", "search"): a 404 there means the
    /// address answers no such API, which is what a wrong `--base-url` gives, so the failure says that
    /// rather than "no such photo or page"; a page the offline copy lacks is named (`asked`: "page 4 of the
    /// photo list, oldest first, 30 per page"), since the copy keeps each for its order, size and address.
    /// `baseURL` is the address given, if one was.
    static func reporting<Value>(listing what: String, asked: String, baseURL: URL?, screen body: () async throws(ScreenFailure) -> Value) async throws(CommandFailure) -> Value {
        do {
            return try await body()
        } catch .failed(let display) where display.error == .notFound {
            throw noListing(what, baseURL: baseURL)
        } catch .failed(let display) where display.error == .notCached {
            throw notCached(asked + (baseURL.map { " from \(shown($0.absoluteString))" } ?? ""))
        } catch {
            throw CommandFailure(error)
        }
    }

}
