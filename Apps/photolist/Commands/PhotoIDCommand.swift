import ArgumentParser
import Domain

/// A ``SourceNameCommand`` whose argument is one photo id, declared with ``PhotoIDArgument/help``.
protocol PhotoIDCommand: SourceNameCommand {
    /// The photo's id.
    var id: PhotoID { get }
}
