import ArgumentParser
import Foundation

/// Options every subcommand accepts: where photos come from.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where photos come from.", valueName: "demo|unsplash|picsum"))
    var source: SourceOption = .demo

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Send API requests to this server instead (e.g. a staging API or a local one). "
                + "With the demo source, no embedded server is started.",
            valueName: "url"
        )
    )
    var baseURL: String?

    @Flag(help: "Read only the offline copy (see `photolist sync`); never touch the network.")
    var offline = false

    @Flag(name: [.short, .long], help: "Log every HTTP exchange to standard error (credentials are never logged).")
    var verbose = false

    func validate() throws {
        if let baseURL {
            guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host?.isEmpty == false
            else {
                throw ValidationError("--base-url must be an http:// or https:// URL with a host (got '\(baseURL)')")
            }
        }
    }

    /// The validated base URL, if one was given.
    var parsedBaseURL: URL? {
        baseURL.flatMap(URL.init(string:))
    }
}

/// The photo sources photolist knows.
enum SourceOption: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The embedded demo server (or `--base-url`), speaking Unsplash's dialect with no key.
    case demo
    /// Unsplash's API; needs `UNSPLASH_ACCESS_KEY`.
    case unsplash
    /// Lorem Picsum: no key, no search.
    case picsum
}
