import ArgumentParser
import Domain

/// A command whose positional argument is one photo id, declared with ``PhotoIDArgument/help``: the id is
/// read as the source gives it even when it begins with `-`, as an Unsplash id may (see
/// ``PhotoIDArgument``, which finds these commands by this conformance).
protocol PhotoIDCommand: ParsableCommand {
    /// The photo's id.
    var id: PhotoID { get }
}
