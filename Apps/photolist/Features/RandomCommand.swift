import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation

/// `photolist random [--count N]`: photos the source picks at random.
struct RandomCommand: AsyncParsableCommand, GlobalOptionsCommand, OptionSynonyms {
    static let configuration = CommandConfiguration(
        commandName: "random",
        abstract: "Print photos the source picks at random.",
        discussion: """
            One random photo, or --count of them (\(RandomPhotosListing.countRange.helpText)), in the table and JSON schema of list. Each run picks \
            again. Lorem Picsum has no random endpoint.
            """
    )

    /// A random pick is one page: its size is `--count`.
    static let synonyms = ["--per-page": "--count"]

    @OptionGroup var global: GlobalOptions

    // `.unconditional`: `--count -1` is a value to refuse, not an option.
    @Option(parsing: .unconditional, help: "How many photos to pick (\(RandomPhotosListing.countRange.helpText)).")
    var count = 1

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        guard RandomPhotosListing.countRange.contains(count) else {
            throw ValidationError("--count must be between \(RandomPhotosListing.countRange.lowerBound) and \(RandomPhotosListing.countRange.upperBound) (got \(count))")
        }
    }

    func run() async throws {
        try await CompositionRoot.with(global) { root in
            let viewModel = try await CommandFailure.reporting { () async throws(DomainError) in try await root.screens.makeRandomViewModel(count: count) }
            try await FeedOutput.print(viewModel, json: json, feed: nil, end: "end of the random pick", baseURL: global.parsedBaseURL)
        }
    }
}
