import ArgumentParser
import Domain

/// A ``SourceNameCommand`` whose argument is one photo id, declared with ``PhotoIDArgument/help``.
protocol PhotoIDCommand: SourceNameCommand {
    /// The photo's id.
    var id: PhotoID { get }
}

extension PhotoIDCommand {
    /// Refuses, before anything starts, an id that no source gives (empty, or with a space, a control or
    /// an invisible character: a pasted line break would become part of the address), by the rule feed
    /// names follow (`FeedName`).
    /// Commands that ask the source for the photo call it; `favorites remove` does not, since it only looks
    /// in the library, where a source's odd id may be kept.
    func checkPhotoID() throws(ValidationError) {
        try FeedName.check(id.rawValue, what: "photo id")
    }
}
