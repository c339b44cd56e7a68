import Foundation
import HTTPTestServer
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// End to end: `photolist download` against the embedded demo server, which serves real JPEG files.
@Suite("photolist download", .timeLimit(.minutes(2 * TestTime.scale)))
final class DownloadCommandTests {
    private struct Saved: Decodable, Equatable {
        let id: String
        let path: String
        let bytes: Int
    }

    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-downloads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the test's folder: the suite is a class so each test's instance can, when its test ends.
    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `text` with the embedded server's address written `127.0.0.1:PORT`: its port changes with each run.
    private static func portless(_ text: String) -> String {
        text.replacing(/127\.0\.0\.1:\d+/, with: "127.0.0.1:PORT")
    }

    private func firstPhotoID(home: URL? = nil) throws -> String {
        let run = try PhotoListBinary.run(["list", "--json", "--per-page", "1"], environment: home.map { ["HOME": $0.path] } ?? [:])
        let page = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let photos = try #require(page?["photos"] as? [[String: Any]])
        return try #require(photos.first?["id"] as? String)
    }

    private func download(_ arguments: [String]) throws -> PhotoListBinary.Run {
        try PhotoListBinary.run(["download"] + arguments, environment: ["XDG_DOWNLOAD_DIR": folder.path])
    }

    @Test("given a photo id, when downloaded, then <id>.jpg is a JPEG in the downloads folder, its path printed, nothing else left")
    func savesIntoDownloadsFolder() throws {
        let id = try firstPhotoID()

        let run = try download([id])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        let path = folder.appendingPathComponent("\(id).jpg").path
        #expect(run.standardOutput == path + "\n")
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.prefix(2) == [0xFF, 0xD8] && bytes.suffix(2) == [0xFF, 0xD9])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(id).jpg"])
        #expect(run.standardError.isEmpty)  // no progress bar when standard error is not a terminal
    }

    @Test("given a photo whose file is a PNG, when downloaded into the folder, then it is saved as <id>.png, which ImageMagick reads as a PNG; again, it is refused without telling the source; with -o naming a file, that name is kept")
    func aPNGIsNamedAsOne() throws {
        // 2 × 2 red, written by ImageMagick (`convert -size 2x2 xc:red -strip png:-`).
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
            0x00, 0x00, 0x00, 0x02, 0x01, 0x03, 0x00, 0x00, 0x00, 0x48, 0x78, 0x9F, 0x67, 0x00, 0x00, 0x00, 0x03, 0x50, 0x4C, 0x54,
            0x45, 0xFF, 0x00, 0x00, 0x19, 0xE2, 0x09, 0x37, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x08, 0xD7, 0x63, 0x60,
            0x60, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01, 0x27, 0x34, 0x27, 0x0A, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
            0xAE, 0x42, 0x60, 0x82,
        ]
        let source = try ScriptedUnsplash(photo: ScriptedUnsplash.photo(id: "pngphoto", text: "a png"), id: "pngphoto", file: (png, "image/png"))
        defer { source.server.stop() }
        let arguments = ["--base-url", source.baseURL, "--timeout", "5"]

        let run = try download(["pngphoto"] + arguments)
        let again = try download(["pngphoto"] + arguments)
        let named = try download(["pngphoto", "-o", folder.appendingPathComponent("mine.jpg").path] + arguments)

        let saved = folder.appendingPathComponent("pngphoto.png").path
        #expect(run.status == 0 && run.standardOutput == saved + "\n", "\(run.standardError)")
        #expect(named.status == 0, "\(named.standardError)")
        #expect(again.status == 6 && again.standardError.contains("pngphoto.png already exists"), "\(again.standardError)")
        // The refused download was never reported to the source: two downloads, two reports.
        #expect(source.server.requests.filter { $0.target.hasPrefix("/photos/pngphoto/download") }.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["mine.jpg", "pngphoto.png"])
        let identified = try PhotoListBinary.run(["-format", "%m %wx%h", saved], executable: "/usr/bin/identify")
        #expect(identified.standardOutput == "PNG 2x2", "\(identified.standardError)")
    }

    @Test("given -o with a file name and --json, when downloaded at each size, then the documented object comes back and small < regular < full")
    func sizesAndJSON() throws {
        let id = try firstPhotoID()
        var sizes: [String: Int] = [:]

        for size in ["small", "regular", "full"] {
            let target = folder.appendingPathComponent("\(size).jpg").path
            let run = try download([id, "--size", size, "-o", target, "--json"])
            #expect(run.status == 0, "stderr: \(run.standardError)")
            let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
            #expect(Set(object?.keys.map { $0 } ?? []) == ["id", "path", "bytes"])
            let saved = try JSONDecoder().decode(Saved.self, from: Data(run.standardOutput.utf8))
            #expect(saved.id == id && saved.path == target)
            #expect(saved.bytes == (try FileManager.default.attributesOfItem(atPath: target)[.size] as? Int))
            sizes[size] = saved.bytes
        }

        #expect(sizes["small"]! < sizes["regular"]! && sizes["regular"]! < sizes["full"]!)
    }

    @Test("given a downloads folder the user cannot write to, when downloaded, then one line names the file and the reason, not the partial file photolist tried, and that XDG_DOWNLOAD_DIR chose the folder, and exits 6",
          .enabled(if: getuid() != 0, "root writes into any folder"))
    func unwritableFolderNamesTheReason() throws {
        let id = try firstPhotoID()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }

        let run = try download([id])

        #expect(run.status == 6)
        #expect(run.standardError == "photolist: storage error: cannot save \(folder.path)/\(id).jpg: cannot create the file: Permission denied. "
            + "The downloads folder is the one $XDG_DOWNLOAD_DIR names. \(Self.elsewhere)\n")
    }

    /// What a download that could not be written advises.
    private static let elsewhere = "-o PATH saves it elsewhere (a folder, or a file name)."

    /// A HOME with no Downloads folder, and a current folder (`here`) the user cannot write to, which the
    /// caller makes writable again when done.
    private func homeWithoutDownloads() throws -> (home: URL, here: URL) {
        let (home, here) = (folder.appendingPathComponent("home"), folder.appendingPathComponent("here"))
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: here.path)
        return (home, here)
    }

    @Test("given no downloads folder at all, in a current folder the user cannot write to, when downloaded, then the one line says why the file went there, and -o",
          .enabled(if: getuid() != 0, "root writes into any folder"))
    func aFallbackToTheCurrentFolderSaysSo() throws {
        let id = try firstPhotoID()
        let (home, here) = try homeWithoutDownloads()
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: here.path) }

        let run = try PhotoListBinary.run(["download", id], environment: ["HOME": home.path], in: here)

        #expect(run.status == 6)
        #expect(run.standardError == "photolist: storage error: cannot save \(here.path)/\(id).jpg: cannot create the file: Permission denied. "
            + "There is no \(home.path)/Downloads folder, so downloads go to the current one. \(Self.elsewhere)\n")
    }

    @Test("given no downloads folder, in a current folder the user cannot write to, when -o names a file or a missing folder there, then the line does not say the file went there for want of a downloads folder",
          .enabled(if: getuid() != 0, "root writes into any folder"), arguments: ["photo.jpg", "nosuch/"])
    func aNamedOutputIsNotExplainedAsTheFallback(output: String) throws {
        let id = try firstPhotoID()
        let (home, here) = try homeWithoutDownloads()
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: here.path) }

        let run = try PhotoListBinary.run(["download", id, "-o", output], environment: ["HOME": home.path], in: here)

        #expect(run.status == 6)
        #expect(run.standardError.hasSuffix(" \(Self.elsewhere)\n"), "\(run.standardError)")
        #expect(!run.standardError.contains("Downloads folder"), "\(run.standardError)")
    }

    @Test("given -o naming an existing folder, when the small rendition and then the full file are downloaded, then they are saved there side by side as <id>.small.jpg and <id>.jpg, neither refused for the other")
    func intoGivenFolder() throws {
        let id = try firstPhotoID()
        let other = folder.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)

        let small = try download([id, "--size", "small", "-o", other.path])
        let full = try download([id, "-o", other.path + "/"])

        #expect(small.status == 0 && full.status == 0, "\(small.standardError)\(full.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: other.path).sorted() == ["\(id).jpg", "\(id).small.jpg"])
    }

    @Test("given failures, when downloading, then one line and the documented status come back and no file is left", arguments: [
        (["no-such-photo"], Int32(5), "the photo service has no photo 'no-such-photo'"),
        (["PLACEHOLDER", "-o", "/nonexistent-folder/x.jpg"], 6, "the folder /nonexistent-folder does not exist"),
        (["PLACEHOLDER", "--offline"], 2, "cannot run with --offline"),
        (["PLACEHOLDER", "-o", ""], 2, "-o needs a path"),
        (["PLACEHOLDER", "--size", "huge"], 2, "huge"),
    ])
    func failures(arguments: [String], status: Int32, message: String) throws {
        let id = try firstPhotoID()
        let run = try download(arguments.map { $0 == "PLACEHOLDER" ? id : $0 })

        #expect(run.status == status)
        #expect(run.standardError.contains(message), "stderr: \(run.standardError)")
        #expect(!run.standardError.contains("Fatal error"))
        // A usage error adds ArgumentParser's option help, usage line and hint; every other failure is one line.
        #expect(run.standardError.split(separator: "\n").count <= (status == 2 ? 4 : 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given a file-size limit (ulimit -f) the cache fits in and the photo does not, when downloaded, into the folder or to -o, then one line says the disk is full and names the limit, -o is offered only when it was not given, and no file is left", arguments: [false, true])
    func aFileSizeLimitIsNamed(outputNamed: Bool) throws {
        let output = outputNamed ? ["-o", folder.appendingPathComponent("named.jpg").path] : []
        let id = try firstPhotoID()  // made beforehand, with room: the cache and the library, which a fresh home lacks
        let run = try PhotoListBinary.run(
            ["-c", "ulimit -f 256; exec \"$0\" \"$@\"", PhotoListBinary.url.path, "download", id] + output,
            environment: ["XDG_DOWNLOAD_DIR": folder.path], executable: "/bin/sh"
        )

        #expect(run.status == 6, "\(run.standardError)")
        let line = run.standardError
        #expect(line.split(separator: "\n").count == 1 && line.contains(" is full; free some space and try again."), "\(line)")
        #expect(line.contains(/This process may write files of at most [0-9,]+ bytes \(ulimit -f\)/), "\(line)")
        #expect(line.contains("-o PATH saves it elsewhere") != outputNamed, "\(line)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given a file already at the destination, when downloaded, then it is left as it was and exits 6; with --force it is replaced")
    func neverClobbersWithoutForce() throws {
        let id = try firstPhotoID()
        let target = folder.appendingPathComponent("keep.jpg")
        try Data("an unrelated file".utf8).write(to: target)

        let refused = try download([id, "--size", "small", "-o", target.path])
        #expect(refused.status == 6)
        #expect(refused.standardError == "photolist: \(target.path) already exists; it was left as it is. --force downloads it anyway, replacing a file of the same name.\n")
        #expect(String(decoding: try Data(contentsOf: target), as: UTF8.self) == "an unrelated file")

        let forced = try download([id, "--size", "small", "-o", target.path, "--force"])
        #expect(forced.status == 0, "stderr: \(forced.standardError)")
        #expect(Array(try Data(contentsOf: target)).prefix(2) == [0xFF, 0xD8])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.jpg"])
    }

    @Test("given -o -, when downloaded, then the JPEG goes to standard output and nothing is saved")
    func toStandardOutput() throws {
        let id = try firstPhotoID()

        let run = try download([id, "--size", "small", "-o", "-"])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.standardOutputBytes.prefix(3) == [0xFF, 0xD8, 0xFF] && run.standardOutputBytes.suffix(2) == [0xFF, 0xD9])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given -o - with standard output on a terminal, when run, then it is refused as usage before anything is fetched, and no JPEG reaches the screen")
    func toATerminalIsRefused() throws {
        let id = try firstPhotoID()
        let session = try TmuxSession(["download", id, "-o", "-"], environment: ["XDG_DOWNLOAD_DIR": folder.path])

        #expect(try session.waitForExit() == 2)
        let screen = try session.screen()
        #expect(screen.contains("which is a terminal; redirect it"), "\(screen)")
        #expect(!screen.contains("JFIF"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given XDG_DOWNLOAD_DIR naming no folder or a file, when downloaded without -o, then it fails naming that path and where it was set, and nothing is saved anywhere else", arguments: [false, true])
    func chosenDownloadsFolderIsNeverReplaced(isFile: Bool) throws {
        let id = try firstPhotoID()
        let chosen = folder.appendingPathComponent("not-there").path
        if isFile { try Data("x".utf8).write(to: URL(fileURLWithPath: chosen)) }
        let workingFolder = folder.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: workingFolder, withIntermediateDirectories: true)

        let run = try PhotoListBinary.run(["-c", "cd \"$1\" && exec \"$0\" download \"$2\" --size small", PhotoListBinary.url.path, workingFolder.path, id],
                                          environment: ["XDG_DOWNLOAD_DIR": chosen], executable: "/bin/sh")

        #expect(run.status == 6)
        let why = isFile ? "cannot save \(chosen): it is not a folder" : "the folder \(chosen) does not exist"
        #expect(run.standardError == "photolist: storage error: \(why). The downloads folder is the one $XDG_DOWNLOAD_DIR names. \(Self.elsewhere)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workingFolder.path).isEmpty, "not saved in the current folder instead")
    }

    @Test("given a destination that is not a regular file or a missing folder, when downloaded, then it is refused and nothing is written",
          arguments: [("/dev/null", "/dev/null exists and is not a regular file"), ("MISSING/", "the folder")])
    func refusedDestinations(output: String, message: String) throws {
        let id = try firstPhotoID()
        let path = output.replacingOccurrences(of: "MISSING", with: folder.appendingPathComponent("newdir").path)

        let run = try download([id, "--size", "small", "-o", path])

        #expect(run.status == 6)
        #expect(run.standardError.contains(message), "stderr: \(run.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given a source whose image is HTML, empty, or inflates past any size, when downloaded, then it fails with one line and leaves no file",
          arguments: ["image:not-image", "image:empty", "image:gzip-bomb=16"])
    func hostileImages(fault: String) throws {
        let id = try firstPhotoID()

        let run = try PhotoListBinary.run(
            ["download", id, "--size", "small"],
            environment: ["XDG_DOWNLOAD_DIR": folder.path, "PHOTOLIST_DEMO_FAULTS": fault]
        )

        #expect(run.status == 3, "stderr: \(run.standardError)")
        #expect(Self.portless(run.standardError).contains("image host 127.0.0.1:PORT sent something that is not a usable file"), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given the file host failing with a status every time, when downloaded, then the line names that host and the file, never the access key, with the documented status, blames the built-in server only for its own failure, and no file is left",
          arguments: [
              ("file:status=401", Int32(3), "image host 127.0.0.1:PORT refused the file (HTTP 401).", false),
              ("file:status=403", 3, "image host 127.0.0.1:PORT refused the file (HTTP 403).", false),
              ("file:status=404", 5, "no such file on the image host 127.0.0.1:PORT.", false),
              ("file:status=503", 3, "image host 127.0.0.1:PORT failed (HTTP 503). Try again later.", true),
              ("file:status=429", 3, "image host 127.0.0.1:PORT is limiting requests. Try again later.", false),
          ])
    func aFileHostFailureNamesTheHost(fault: String, status: Int32, message: String, blamesTheServer: Bool) throws {
        let id = try firstPhotoID()

        let run = try PhotoListBinary.run(["download", id], environment: ["XDG_DOWNLOAD_DIR": folder.path, "PHOTOLIST_DEMO_FAULTS": fault])

        #expect(run.status == status, "stderr: \(run.standardError)")
        #expect(Self.portless(run.standardError).contains(message), "stderr: \(run.standardError)")
        #expect(run.standardError.hasPrefix("photolist: the built-in demo server failed: ") == blamesTheServer, "stderr: \(run.standardError)")
        #expect(!run.standardError.contains("access key"), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("given a photo the offline copy keeps from an earlier run's demo server, when its detail fails now and the copy stands in, then show prints links on this run's server, not the earlier one's, and download fetches the file from it")
    func theOfflineCopyStandsInWithThisRunsLinks() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)  // photolist makes no home
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DOWNLOAD_DIR": folder.path, "PHOTOLIST_DEMO_FAULTS": "detail:status=500"]
        let id = try firstPhotoID(home: home)
        let stored = try PhotoListBinary.run(["show", id, "--offline"], environment: ["HOME": home.path])
        let storedPort = try #require(stored.standardOutput.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/p\//)?.1, "\(stored.standardOutput)")

        let shown = try PhotoListBinary.run(["show", id], environment: environment)
        let downloaded = try PhotoListBinary.run(["download", id, "--size", "small", "--json"], environment: environment)

        #expect(shown.status == 0 && shown.standardOutput.contains("offline copy"), "\(shown.standardOutput)\(shown.standardError)")
        let shownPort = try #require(shown.standardOutput.firstMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/p\//)?.1, "\(shown.standardOutput)")
        #expect(shownPort != storedPort)
        #expect(downloaded.status == 0, "stderr: \(downloaded.standardError)")
        let saved = try JSONDecoder().decode(Saved.self, from: Data(downloaded.standardOutput.utf8))
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: saved.path))).prefix(3) == [0xFF, 0xD8, 0xFF])
    }

    @Test("given the file host failing once (a broken body, a 503), when downloaded, then the file is fetched again and saved whole, with nothing else left",
          arguments: ["file:truncate*1", "file:status=503*2", "file:reset*1"])
    func aTransientFileFailureIsRetried(fault: String) throws {
        let id = try firstPhotoID()

        let run = try PhotoListBinary.run(["download", id, "--json"], environment: ["XDG_DOWNLOAD_DIR": folder.path, "PHOTOLIST_DEMO_FAULTS": fault])

        #expect(run.status == 0, "stderr: \(run.standardError)")
        let saved = try JSONDecoder().decode(Saved.self, from: Data(run.standardOutput.utf8))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: saved.path)))
        #expect(bytes.count == saved.bytes && bytes.prefix(3) == [0xFF, 0xD8, 0xFF] && bytes.suffix(2) == [0xFF, 0xD9])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["\(id).jpg"])
    }

    @Test("given a download whose bytes stop coming partway, when the stall outlasts --timeout, then it says the answer stopped, not that nothing answered, and leaves no file")
    func aStalledDownloadSaysSo() throws {
        let id = try firstPhotoID()

        let run = try PhotoListBinary.run(
            ["download", id, "--size", "small", "--timeout", "1"],
            environment: ["XDG_DOWNLOAD_DIR": folder.path, "PHOTOLIST_DEMO_FAULTS": "image:drip=2"]
        )

        #expect(run.status == 3, "stderr: \(run.standardError)")
        #expect(Self.portless(run.standardError).contains("image host 127.0.0.1:PORT began to send the file, then stopped or slowed to a trickle before the end."), "stderr: \(run.standardError)")
        #expect(run.standardError.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    private static let stoppingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    @Test("given a download in progress, when the process gets SIGINT, SIGTERM or SIGHUP, then it says so, leaves no file and ends by that signal, so a shell reports 128+N and a script's loop stops; SIGQUIT exits 131 without a core file",
          arguments: Self.stoppingSignals)
    func signalsLeaveNothing(signal: Int32) throws {
        let id = try firstPhotoID()
        let launched = try PhotoListBinary.launch(
            ["download", id, "--size", "small"],
            environment: ["HOME": folder.path, "XDG_DOWNLOAD_DIR": folder.path, "PHOTOLIST_DEMO_FAULTS": "image:drip=0.05"]
        )
        // The partial file appears once the body starts to arrive: the moment to interrupt.
        launched.waitForOutputFile { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasSuffix(".part") } }

        kill(launched.process.processIdentifier, signal)
        launched.process.waitUntilExit()

        // SIGQUIT's own action would write a core file, which is not photolist's to write: it exits 131.
        if signal == SIGQUIT {
            #expect(launched.process.terminationReason == .exit && launched.process.terminationStatus == 128 + SIGQUIT)
        } else {
            #expect(launched.process.terminationReason == .uncaughtSignal && launched.process.terminationStatus == signal)
        }
        #expect(launched.standardError.contains("download stopped by"), "stderr: \(launched.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") || $0.hasSuffix(".part") }.isEmpty)
    }
}
