import ArgumentParser
import Domain
import Foundation
import PhotoListTerminal

/// Options every command that reaches a source accepts: where photos come from and how it is asked.
/// How pictures are drawn is ``PictureOptions``', for the commands that draw them.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Where photos come from (default: $PHOTOLIST_SOURCE, else the settings file's source, else demo).",
        valueName: "demo|unsplash|picsum"
    ))
    var source: SourceOption?

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Send API requests to this server instead (e.g. a staging API or a local one). "
                + "With the demo source, no embedded server is started.",
            valueName: "url"
        )
    )
    var baseURL: String?

    @Flag(help: ArgumentHelp("Read only the offline copy (see `photolist sync`); never touch the network. The commands that fetch (\(GlobalOptions.networkOnlyCommands)) refuse it."))
    var offline = false

    /// The commands that refuse `--offline`, for its help: `sync`, `download` and every feature's command
    /// (``FeatureRegistry``), so a scaffolded one is named without an edit here.
    private static var networkOnlyCommands: String {
        (["sync", "download"] + FeatureRegistry.commands.compactMap { $0.configuration.commandName }).joined(separator: ", ")
    }

    // `.unconditional`, as in PagingOptions: `--timeout -1` is a value to refuse, not an option.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Give up waiting for an answer after this many seconds (\(GlobalOptions.timeoutRange.lowerBound)…\(Int(GlobalOptions.timeoutRange.upperBound))), retries included (downloads: the longest stall).",
        valueName: "seconds"
    ))
    var timeout = SecondsArgument(wholeSeconds: GlobalOptions.defaultTimeoutSeconds)

    @Flag(name: .customLong("no-sponsored"), help: "Leave sponsored photos (advertisements) out of lists and searches, so a page may hold fewer photos (also the settings file's \"sponsored\": false).")
    var noSponsored = false

    @Flag(name: [.short, .long], help: "Log every HTTP exchange to standard error (credentials are never logged).")
    var verbose = false

    /// How long an API request may take, in seconds, when `--timeout` is not given.
    static let defaultTimeoutSeconds = 30

    /// The `--timeout` values accepted, in seconds: the help states them and ``validate()`` enforces them.
    static let timeoutRange = 0.1...3_600.0

    func validate() throws {
        guard Self.timeoutRange.contains(timeout.seconds) else {
            throw ValidationError("--timeout must be between \(Self.timeoutRange.lowerBound) and \(Int(Self.timeoutRange.upperBound)) seconds (got \(TerminalText.truncated(timeout.text, to: 40)))")
        }
        if let baseURL {
            // URL would percent-encode a stray line break, tab or invisible character into the path, and ask
            // for that address. An address is typed back as one word of visible characters, as an id is.
            guard !baseURL.unicodeScalars.contains(where: TypableIdentifier.refuses) else {
                throw ValidationError("--base-url must not contain spaces, control or invisible characters (got '\(FeedName.quoted(baseURL))')")
            }
            guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host?.isEmpty == false
            else {
                throw ValidationError("--base-url must be an http:// or https:// URL with a host (got '\(baseURL)')")
            }
            // Port 0 and ports past 65535 name no server; refused here rather than failing to connect later.
            // (The port's text, since URL reads no number from one too long for an Int.)
            if let range = URLComponents(string: baseURL)?.rangeOfPort, !range.isEmpty {
                let port = baseURL[range]
                guard let number = Int(port), (1...65_535).contains(number) else {
                    throw ValidationError("--base-url's port must be between 1 and 65535 (got \(port))")
                }
            }
            // A source's address is stored with the cache and favourites and shown by several commands.
            guard url.user == nil, url.password == nil else {
                throw ValidationError("--base-url must not contain a user name or password: the address is stored and shown")
            }
            guard url.query == nil, url.fragment == nil else {
                throw ValidationError("--base-url must be the API's address alone, without a query (?…) or fragment (#…)")
            }
        }
    }

    /// The source and access key: flags beat environment variables (`PHOTOLIST_SOURCE`,
    /// `UNSPLASH_ACCESS_KEY`), which beat the settings file (see ``ConfigurationFile``).
    /// - Throws: a usage ``CommandFailure`` for an unknown `PHOTOLIST_SOURCE` or an invalid settings file.
    func sourceSettings(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> SourceSettings {
        let file = try ConfigurationFile.load(environment: environment)
        var chosen = source
        if chosen == nil, let name = environment["PHOTOLIST_SOURCE"], !name.isEmpty {
            guard let named = SourceOption(rawValue: name) else {
                let names = SourceOption.allCases.map(\.rawValue).joined(separator: ", ")
                throw CommandFailure(message: "PHOTOLIST_SOURCE must be one of \(names) (got '\(name)')", status: .usage)
            }
            chosen = named
        }
        let key = environment["UNSPLASH_ACCESS_KEY"].flatMap { $0.isEmpty ? nil : $0 } ?? file.accessKey.flatMap { $0.isEmpty ? nil : $0 }
        return SourceSettings(source: chosen ?? file.source ?? .demo, accessKey: key)
    }

    /// Whether lists and searches leave sponsored photos out: `--no-sponsored`, else the settings file's
    /// `"sponsored": false`.
    /// - Throws: a usage ``CommandFailure`` for an invalid settings file.
    func hidesSponsored(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> Bool {
        if noSponsored { return true }
        return try ConfigurationFile.load(environment: environment).sponsored == false
    }

    /// `--timeout` as a duration.
    var timeoutDuration: Duration {
        Self.duration(seconds: timeout.seconds)
    }

    /// `seconds` as a duration, to the millisecond.
    static func duration(seconds: Double) -> Duration {
        .milliseconds(Int((seconds * 1_000).rounded()))
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

/// The source to read and the key to read it with, once flags, environment and settings file are resolved.
struct SourceSettings: Equatable, Sendable {
    /// The source.
    var source: SourceOption
    /// The Unsplash access key, when one is configured.
    var accessKey: String?
}
