import Foundation
import GRDB
import Testing

/// photolist's cleanups touch only photolist's own files, and reading the library needs no room on disk.
@Suite("Only photolist's own files, and reads on a full disk", .timeLimit(.minutes(2 * TestTime.scale)))
struct OwnFilesOnlyTests {
    @Test("given the pictures folder is a link to the user's documents, when the cache is cleared, then every document stays, no picture is counted, and a warning says why")
    func linkedPicturesFolderIsLeftAlone() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let documents = home.root.appendingPathComponent("Documents")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        let names = ["holiday-1a2b.jpg", "thesis.pdf", "scan-3c.jpg"]
        for name in names { try Data("the user's own \(name)".utf8).write(to: documents.appendingPathComponent(name)) }
        let pictures = home.root.appendingPathComponent(".cache/photolist/images")
        try? FileManager.default.removeItem(at: pictures)
        try FileManager.default.createSymbolicLink(at: pictures, withDestinationURL: documents)

        let run = try PhotoListBinary.run(["cache", "clear"], environment: ["HOME": home.root.path])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("and 0 pictures"), "\(run.standardOutput)")
        #expect(run.standardError.contains("is a link, not photolist's own folder; nothing in it was deleted"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: documents.path).sorted() == names.sorted())
    }

    @Test(
        "given a home without a cache, one writable and one whose folders cannot be made, when the cache is cleared and its stats read, then clear says there was no cache file and claims to have cleared none, stats say it holds nothing, and neither makes one",
        .enabled(if: geteuid() != 0, "root writes any folder; Scripts/test runs this as an ordinary user")
    )
    func clearingNoCacheSaysSo() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-nocache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".cache/photolist"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let readOnly = home.appendingPathComponent("read-only")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }

        for root in [home, readOnly] {
            let run = try PhotoListBinary.run(["cache", "clear"], environment: ["HOME": root.path])
            let stats = try PhotoListBinary.run(["cache", "stats", "--json"], environment: ["HOME": root.path])

            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.hasPrefix("no cache file at \(root.path)/.cache/photolist/cache.sqlite, so nothing to empty there; removed 0 pictures"), "\(run.standardOutput)")
            #expect(stats.status == 0, "\(stats.standardError)")
            let usage = try #require(try JSONSerialization.jsonObject(with: Data(stats.standardOutput.utf8)) as? [String: Any])
            #expect(usage["photos"] as? Int == 0 && usage["pages"] as? Int == 0, "\(usage)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".cache/photolist/cache.sqlite").path))
        }
    }

    @Test("given a full disk (a 16 KB file-size limit, too small for WAL's 32 KB index), when favourites are listed, then they are listed and the library is unchanged; adding one says the disk is full")
    func listingWorksOnAFullDisk() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let before = try DatabaseContent(path: home.libraryPath)
        let photolist = PhotoListBinary.url.path

        let cached = try #require(try PhotoListBinary.run(["list", "--offline", "--json", "--per-page", "5"], environment: ["HOME": home.root.path]).photoIDs.first { $0 != SeededHome.photoID })
        func underLimit(_ arguments: String) throws -> PhotoListBinary.Run {
            try PhotoListBinary.run(["-c", "ulimit -f 16; exec \"$0\" \(arguments)", photolist], environment: ["HOME": home.root.path], executable: "/bin/sh")
        }

        let listed = try underLimit("favorites list --json --offline")
        let added = try underLimit("favorites add --offline -- \(cached)")

        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.photoIDs == [SeededHome.photoID])
        #expect(try DatabaseContent(path: home.libraryPath) == before)
        #expect(added.status == 6, "\(added.standardError)")
        #expect(added.standardError.split(separator: "\n").count == 1 && added.standardError.contains("full"), "\(added.standardError)")
    }

    @Test("given a full disk (the same 16 KB limit), when a search runs, then its results print, and its one warning says the search was not kept as recent and names the file-size limit, as a failure to add a favourite does")
    func searchOnAFullDiskNamesTheLimit() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }

        let searched = try PhotoListBinary.run(
            ["-c", "ulimit -f 16; exec \"$0\" search --json --per-page 2 sea", PhotoListBinary.url.path], environment: ["HOME": home.root.path], executable: "/bin/sh"
        )

        #expect(searched.status == 0, "\(searched.standardError)")
        #expect(!searched.photoIDs.isEmpty)
        #expect(searched.standardError.split(separator: "\n").count == 1, "\(searched.standardError)")
        #expect(searched.standardError.hasPrefix("photolist: warning: the search was not kept as recent: the disk holding the library file "), "\(searched.standardError)")
        #expect(searched.standardError.contains("(ulimit -f)"), "\(searched.standardError)")
    }

    @Test("given a full disk (the same 16 KB limit), when the browser starts, then it says favourites are read-only because the disk is full, and its favourites pane lists the favourite kept")
    func browserReadsFavouritesOnAFullDisk() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let session = try TmuxSession(["--offline"], launcher: ["sh", "-c", "ulimit -f 16; exec \"$0\" \"$@\""]) { directory in
            for item in try FileManager.default.contentsOfDirectory(atPath: home.root.path) {
                try FileManager.default.copyItem(at: home.root.appendingPathComponent(item), to: directory.appendingPathComponent(item))
            }
        }
        let start = try session.waitForStatus("the read-only notice") { $0.contains("read-only") }

        try session.send("F")
        let favourites = try session.waitForStatus("the kept favourite selected") { $0.contains(SeededHome.photoID) }

        #expect(start.contains("favourites are read-only") && start.contains("full"), "\(start)")
        #expect(favourites.contains(SeededHome.photoID))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a full disk (the same 16 KB limit), when the offline copy is listed and its figures asked, then both answer from the cache as they would with room")
    func offlineCopyReadsOnAFullDisk() throws {
        let home = try SeededHome.copy()
        defer { try? FileManager.default.removeItem(at: home.root) }
        let photolist = PhotoListBinary.url.path
        let environment = ["HOME": home.root.path]
        let withRoom = try PhotoListBinary.run(["list", "--offline", "--json", "--per-page", "5"], environment: environment)
        let statsWithRoom = try PhotoListBinary.run(["cache", "stats", "--json"], environment: environment)
        func underLimit(_ arguments: String) throws -> PhotoListBinary.Run {
            try PhotoListBinary.run(["-c", "ulimit -f 16; exec \"$0\" \(arguments)", photolist], environment: environment, executable: "/bin/sh")
        }

        let listed = try underLimit("list --offline --json --per-page 5")
        let stats = try underLimit("cache stats --json")

        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(!listed.photoIDs.isEmpty && listed.photoIDs == withRoom.photoIDs)
        #expect(stats.status == 0, "\(stats.standardError)")
        let figures = { (run: PhotoListBinary.Run) in
            (try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]).map { [$0["photos"] as? Int, $0["pages"] as? Int] }
        }
        #expect(figures(stats) == figures(statsWithRoom))
    }

    @Test("given a sync that filled its disk (a file-size limit), when cache clear runs on that full disk, then the sync's one line named the limit, and the clear frees the cache's files so the next sync has room")
    func clearFreesAFullCache() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path]
        let photolist = PhotoListBinary.url.path
        func underLimit(_ blocks: Int, _ arguments: String) throws -> PhotoListBinary.Run {
            try PhotoListBinary.run(["-c", "ulimit -f \(blocks); exec \"$0\" \(arguments)", photolist], environment: environment, executable: "/bin/sh")
        }
        let filled = try underLimit(512, "sync --pages 100")
        #expect(filled.status == 6 && filled.standardError.contains("full"), "\(filled.standardError)")
        // The disk has room: the line names the limit that is really full.
        #expect(filled.standardError.split(separator: "\n").count == 1 && filled.standardError.contains("may write files of at most ") && filled.standardError.contains(" (ulimit -f)"), "\(filled.standardError)")

        // Fuller still: too little room even for the writes that would empty it.
        let cleared = try underLimit(16, "cache clear")

        #expect(cleared.status == 0, "\(cleared.standardError)")
        #expect(cleared.standardOutput.hasPrefix("cleared the cache"), "\(cleared.standardOutput)")
        #expect(try PhotoListBinary.run(["sync", "--pages", "2"], environment: environment).status == 0)
    }
}
