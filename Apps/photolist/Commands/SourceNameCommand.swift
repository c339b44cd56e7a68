import ArgumentParser

/// A command whose one positional argument is a name the source gives (a photo id, a topic's slug, a
/// collection's id, a username), which may begin with `-` as an Unsplash id may: ``PhotoIDArgument``
/// finds these commands by this conformance and reads such a word as the name, not as options.
protocol SourceNameCommand: ParsableCommand {}
