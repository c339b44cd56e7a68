import ArgumentParser
import Domain
import Foundation
import PhotoData
@testable import photolist
import Testing

/// Which flags, environment variables and settings file combine into which source and cache use: the
/// composition root's decisions, checked without starting a server or opening a file.
@Suite("SourcePlan")
final class SourcePlanTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-plan-\(UUID().uuidString)")

    /// Removes the settings a test wrote: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    private func plan(
        _ arguments: [String] = [],
        environment: [String: String] = [:],
        settings: String? = nil,
        order: PhotoOrder = .latest,
        syncing: Bool = false
    ) throws -> SourcePlan {
        var environment = environment
        environment["HOME"] = home.path
        if let settings {
            let file = home.appendingPathComponent(".config/photolist/config.json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try settings.write(to: file, atomically: true, encoding: .utf8)
        }
        let options = try GlobalOptions.parse(arguments)
        let resolved = try options.sourceSettings(environment: environment)
        return try SourcePlan.resolve(
            source: resolved.source, accessKey: resolved.accessKey, baseURL: options.parsedBaseURL, order: order,
            offline: options.offline, syncing: syncing, settingsPath: StorageLocations(environment: environment).settingsPath
        )
    }

    private func failure(_ body: () throws -> SourcePlan) -> CommandFailure? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? CommandFailure
        }
    }

    @Test("given no flag, variable or settings file, when planned, then the embedded demo server is the source, network first, keyed demo")
    func defaultIsTheEmbeddedDemo() throws {
        let plan = try plan()

        guard case .embeddedDemo = plan.remote else { Issue.record("remote: \(plan.remote)"); return }
        #expect(plan.cacheUse == .networkFirst)
        #expect(plan.sourceKey == "demo" && plan.sourceName == nil)
    }

    @Test("given --offline with the demo source, when planned, then no server is started and the cache is required")
    func offlineDemoStartsNothing() throws {
        let plan = try plan(["--offline"])

        guard case .unsplashDialect = plan.remote else { Issue.record("remote: \(plan.remote)"); return }
        #expect(plan.cacheUse == .offline && plan.cacheUse.requiresCache)
    }

    @Test("given the demo source offline, when planned, then its photos' pages are said to be unavailable, and with a running source or another they are not")
    func offlineDemoPagesAreUnavailable() throws {
        #expect(try plan(["--offline"]).pagesUnavailableReason == "the demo server that served it has stopped; run without --offline")
        #expect(try plan().pagesUnavailableReason == nil)
        #expect(try plan(["--offline", "--base-url", "http://127.0.0.1:8080/"]).pagesUnavailableReason == nil)
        #expect(try plan(["--source", "unsplash", "--offline"]).pagesUnavailableReason == nil)
    }

    @Test("given --base-url with the demo source, when planned, then that server is asked and the source key names it in one spelling")
    func demoAtAnotherAddress() throws {
        let plan = try plan(["--base-url", "http://LOCALHOST:8080/"])

        guard case .unsplashDialect(let api) = plan.remote else { Issue.record("remote: \(plan.remote)"); return }
        #expect(api.baseURL.absoluteString == "http://LOCALHOST:8080/")
        #expect(plan.sourceKey == "demo@http://127.0.0.1:8080")
    }

    @Test("given a sync, when planned, then every page must reach the cache")
    func syncStoresEveryPage() throws {
        #expect(try plan(syncing: true).cacheUse == .storingEachPage)
    }

    @Test("given the settings file naming unsplash and a key in the environment, when planned, then Unsplash is asked and credited")
    func settingsFileAndEnvironment() throws {
        let plan = try plan(environment: ["UNSPLASH_ACCESS_KEY": "env-key"], settings: #"{"source": "unsplash", "accessKey": "file-key"}"#)

        guard case .unsplashDialect(let api) = plan.remote else { Issue.record("remote: \(plan.remote)"); return }
        #expect(api.baseURL == UnsplashAPI.productionURL)
        #expect(plan.sourceName == "Unsplash" && plan.sourceKey == "unsplash")
    }

    @Test("given --source demo, PHOTOLIST_SOURCE=picsum and a settings file naming unsplash, when planned, then the flag wins")
    func flagBeatsEnvironmentBeatsFile() throws {
        let flag = try plan(["--source", "demo"], environment: ["PHOTOLIST_SOURCE": "picsum"], settings: #"{"source": "unsplash"}"#)
        let variable = try plan(environment: ["PHOTOLIST_SOURCE": "picsum"], settings: #"{"source": "unsplash"}"#)

        guard case .embeddedDemo = flag.remote else { Issue.record("flag: \(flag.remote)"); return }
        guard case .picsum(let url) = variable.remote else { Issue.record("variable: \(variable.remote)"); return }
        #expect(url == PicsumPhotoRepository.productionURL)
    }

    @Test("given the unsplash source without a key, when planned online, then it is refused (exit 4); offline, the cache is read")
    func unsplashNeedsAKeyOnlyOnline() throws {
        #expect(failure { try plan(["--source", "unsplash"]) }?.status == .accessDenied)
        #expect(try plan(["--source", "unsplash", "--offline"]).cacheUse == .offline)
    }

    @Test("given the unsplash source with plain http to another machine or a key with a line break, when planned, then each is refused")
    func unsafeKeyUseIsRefused() {
        let insecure = failure { try plan(["--source", "unsplash", "--base-url", "http://example.com"], environment: ["UNSPLASH_ACCESS_KEY": "k"]) }
        let injected = failure { try plan(["--source", "unsplash"], environment: ["UNSPLASH_ACCESS_KEY": "k\r\nX: y"]) }

        #expect(insecure?.status == .usage && insecure?.message.hasPrefix("--base-url must use https") == true)
        #expect(injected?.status == .accessDenied && injected?.message.hasPrefix("the access key contains a line break") == true)
    }

    @Test("given the picsum source with an order other than latest, when planned, then it is a usage error")
    func picsumHasOneOrder() {
        #expect(failure { try plan(["--source", "picsum"], order: .popular) }?.status == .usage)
    }
}
