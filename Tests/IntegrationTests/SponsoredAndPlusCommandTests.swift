import Foundation
import Testing

/// Sponsored and Unsplash+ photos on the demo (which places both in its first page, as Unsplash's feeds do):
/// labelled in the table and `show`, marked in `--json`, left out with `--no-sponsored` or the settings
/// file's `"sponsored": false`, and an Unsplash+ download refused with a clear line and nothing written.
@Suite("Sponsored and Unsplash+ photos from the command line", .timeLimit(.minutes(2 * TestTime.scale)))
final class SponsoredAndPlusCommandTests {
    private let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-sponsored-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/photolist"), withIntermediateDirectories: true)
    }

    /// Removes the test's folder: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    private func run(_ arguments: [String]) throws -> PhotoListBinary.Run {
        try PhotoListBinary.run(arguments, environment: ["HOME": home.path, "COLUMNS": "200"])
    }

    /// The first page's photos as `list --json` prints them, with `extra` arguments.
    private func firstPage(_ extra: [String] = []) throws -> [[String: Any]] {
        let run = try run(["list", "--json", "--per-page", "30"] + extra)
        #expect(run.status == 0, "\(run.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        return try #require(object["photos"] as? [[String: Any]])
    }

    @Test("given a page with sponsored photos, when listed with --no-sponsored or the setting, then they are left out and every other photo stays in order")
    func hidingSponsoredPhotos() throws {
        let all = try firstPage()
        let sponsored = all.filter { $0["sponsorship"] is [String: Any] }
        let ordinary = all.filter { $0["sponsorship"] is NSNull }.compactMap { $0["id"] as? String }
        try #require(!sponsored.isEmpty, "the demo's first page has sponsored photos")

        let flagged = try firstPage(["--no-sponsored"]).compactMap { $0["id"] as? String }
        try Data(#"{"sponsored": false}"#.utf8).write(to: home.appendingPathComponent(".config/photolist/config.json"))
        let set = try firstPage().compactMap { $0["id"] as? String }

        #expect(flagged == ordinary)
        #expect(set == ordinary)
    }

    @Test("given a sponsored and an Unsplash+ photo, when the table and show print them, then each is labelled and show says what the licence means")
    func labels() throws {
        let all = try firstPage()
        let sponsored = try #require(all.first { $0["sponsorship"] is [String: Any] })
        let plus = try #require(all.first { $0["plus"] as? Bool == true })
        let sponsor = try #require((sponsored["sponsorship"] as? [String: Any])?["sponsor"] as? String)
        let sponsoredID = try #require(sponsored["id"] as? String)
        let plusID = try #require(plus["id"] as? String)

        let table = try run(["list", "--per-page", "30"]).standardOutput.split(separator: "\n")
        let shownSponsored = try run(["show", sponsoredID])
        let shownPlus = try run(["show", plusID])

        #expect(table.first { $0.contains(sponsoredID) }?.contains("Sponsored · \(sponsor)") == true)
        #expect(table.first { $0.contains(plusID) }?.contains("Unsplash+") == true)
        #expect(table.filter { $0.contains("Sponsored · ") }.count == all.filter { $0["sponsorship"] is [String: Any] }.count)
        #expect(shownSponsored.status == 0 && shownSponsored.standardOutput.contains("Sponsored by \(sponsor)"))
        #expect(shownPlus.status == 0 && shownPlus.standardOutput.contains("Unsplash+ subscription"))
    }

    @Test("given an Unsplash+ photo, when downloaded, then one line says why not, the status is 4 and no file is written")
    func plusDownloadIsRefused() throws {
        let plus = try #require(try firstPage().first { $0["plus"] as? Bool == true })
        let id = try #require(plus["id"] as? String)
        let folder = home.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let run = try run(["download", id, "-o", folder.path + "/"])

        #expect(run.status == 4)
        #expect(run.standardError.contains("Unsplash+") && run.standardError.contains("nothing was downloaded"))
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
