import Domain
import Foundation
import PhotoData

/// What a run will talk to and how it uses the cache, decided from the resolved settings before anything
/// is started or opened: the one place that says which flags and settings combine into which source, so
/// every combination can be checked without a server, a socket or a file.
struct SourcePlan {
    /// Where pages come from.
    enum Remote {
        /// The demo server this process starts on 127.0.0.1 (demo source, online, no `--base-url`).
        case embeddedDemo
        /// A server speaking Unsplash's dialect, with the key when the source needs one.
        case unsplashDialect(UnsplashAPI)
        /// Lorem Picsum's API.
        case picsum(baseURL: URL)

        /// How this source is asked for a picture at a size (Unsplash's dialect is imgix's).
        var imageSizing: ImageURLSizing {
            if case .picsum = self { .picsum } else { .imgix }
        }
    }

    /// How the cache stands between the source and the commands.
    enum CacheUse: Equatable {
        /// The source first, the offline copy when it cannot answer; no cache is no error.
        case networkFirst
        /// The cache only: it must open.
        case offline
        /// The source, and every page must be stored (`sync`): the cache must open.
        case storingEachPage

        /// Whether a command cannot run without the cache.
        var requiresCache: Bool { self != .networkFirst }
    }

    let remote: Remote
    let cacheUse: CacheUse
    /// How the cache and the library name the source (see ``Stores/sourceKey(_:baseURL:)``).
    let sourceKey: String
    /// The name attributions credit ("Unsplash"), or `nil`.
    let sourceName: String?

    /// Why the source offers no topics, collections, photographers' pages or random photos, or `nil` when
    /// it does.
    var browsingUnavailableReason: String? {
        unavailableReason(for: "topics, collections, photographers' pages or random photos")
    }

    /// Why the source cannot serve `what` (a feature over Unsplash's API, such as "topics"), or `nil` when it
    /// can: Lorem Picsum has none of Unsplash's API beyond its list; offline, only the catalog and searches
    /// are kept.
    func unavailableReason(for what: String) -> String? {
        if case .picsum = remote { return "Lorem Picsum has no \(what); use --source demo or unsplash" }
        if cacheUse == .offline { return "\(what) need the network: the offline copy keeps only the catalog and searches; drop --offline" }
        return nil
    }

    /// Why the photos' web pages cannot open in this run, or `nil` when they can: the embedded demo's offline
    /// copy names pages on the demo server of the run that stored it, stopped since.
    var pagesUnavailableReason: String? {
        guard cacheUse == .offline, sourceKey == Stores.sourceKey(.demo, baseURL: nil) else { return nil }
        return "the demo server that served it has stopped; run without --offline"
    }

    /// Why a download is refused offline: only this run's options can say how to go online again.
    static let offlineDownloadRefusal = "downloads need the source, and --offline never asks it: run without --offline"

    /// Why this source cannot search, or `nil` when it can (Lorem Picsum has no search).
    var searchUnavailableReason: String? {
        if case .picsum = remote { return "Lorem Picsum has no search; use --source demo or unsplash" }
        return nil
    }

    /// The plan for `source` with these settings.
    /// - Throws: ``CommandFailure`` for a combination that cannot run: the unsplash source online without a
    ///   key, a key that cannot be sent, an address the key may not travel to, picsum with an order.
    static func resolve(
        source: SourceOption,
        accessKey: String?,
        baseURL: URL?,
        order: PhotoOrder,
        offline: Bool,
        syncing: Bool,
        settingsPath: String
    ) throws(CommandFailure) -> SourcePlan {
        let cacheUse: CacheUse = offline ? .offline : syncing ? .storingEachPage : .networkFirst
        let sourceKey = Stores.sourceKey(source, baseURL: baseURL)
        switch source {
        case .demo:
            // Offline, the demo source is never asked; the address only has to be well formed.
            let remote: Remote = baseURL == nil && !offline
                ? .embeddedDemo
                : .unsplashDialect(UnsplashAPI(baseURL: baseURL ?? URL(string: "http://127.0.0.1:9")!))
            return SourcePlan(remote: remote, cacheUse: cacheUse, sourceKey: sourceKey, sourceName: nil)
        case .unsplash:
            guard accessKey != nil || offline else {
                throw CommandFailure(
                    message: "the Unsplash source needs an access key: set UNSPLASH_ACCESS_KEY or accessKey in \(settingsPath) "
                        + "(create one at https://unsplash.com/oauth/applications)",
                    status: .accessDenied
                )
            }
            do {
                let api = try UnsplashAPI(baseURL: baseURL ?? UnsplashAPI.productionURL, accessKey: accessKey)
                return SourcePlan(remote: .unsplashDialect(api), cacheUse: cacheUse, sourceKey: sourceKey, sourceName: "Unsplash")
            } catch {
                throw failure(error, settingsPath: settingsPath)
            }
        case .picsum:
            guard order == .latest else {
                throw CommandFailure(message: "the picsum source has a single order; drop --order", status: .usage)
            }
            let remote = Remote.picsum(baseURL: baseURL ?? PicsumPhotoRepository.productionURL)
            return SourcePlan(remote: remote, cacheUse: cacheUse, sourceKey: sourceKey, sourceName: nil)
        }
    }

    /// The one line for an Unsplash configuration that cannot be used: a key that cannot be sent as it is
    /// (exit 4, like a rejected key), or an address the key may not travel to (exit 2).
    private static func failure(_ error: UnsplashAPI.ConfigurationError, settingsPath: String) -> CommandFailure {
        let check = "check UNSPLASH_ACCESS_KEY or accessKey in \(settingsPath)"
        return switch error {
        case .accessKeyIsEmpty:
            CommandFailure(message: "the access key is empty; \(check)", status: .accessDenied)
        case .accessKeyContainsLineBreak:
            CommandFailure(message: "the access key contains a line break; \(check)", status: .accessDenied)
        case .accessKeyContainsInvalidCharacter:
            CommandFailure(message: "the access key contains a character no key has (a space, a control character or non-ASCII); \(check)", status: .accessDenied)
        case .insecureBaseURL:
            CommandFailure(
                message: "--base-url must use https for the unsplash source (the access key would travel in clear text); "
                    + "plain http is allowed only to this machine (an address in 127.0.0.0/8, [::1], localhost)",
                status: .usage
            )
        }
    }
}
