import ArgumentParser
import Domain

/// The check every command taking a feed's name (a topic's slug, a collection's id, a username) or a
/// photo's id to ask the source for makes before anything starts: not empty, no spaces, no control
/// characters or bidirectional controls (``UnprintableScalars``; no source names a feed so, and a pasted
/// line break would otherwise become part of the address).
enum FeedName {
    /// Throws a usage error naming `what` when `name` cannot name a feed.
    static func check(_ name: String, what: String) throws(ValidationError) {
        guard !name.isEmpty else { throw ValidationError("the \(what) is empty") }
        guard !name.unicodeScalars.contains(where: { $0.properties.isWhitespace || UnprintableScalars.includes($0) }) else {
            throw ValidationError("the \(what) must contain no spaces or control characters (got '\(CommandFailure.shownVisibly(name))')")
        }
    }
}
