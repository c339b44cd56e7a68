import ArgumentParser
import Foundation
import HTTPTestServer
@testable import photolist
import PhotoListTerminal
import Testing

@Suite("Pictures in printed output and the --images choice", .serialized, .timeLimit(.minutes(2 * TestTime.scale)))
struct InlinePictureCommandTests {
    @Test("given show --image with blocks on a terminal, when run, then the picture's real quadrant colours are printed above the details and the run succeeds")
    func showPrintsThePicture() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        let session = try TmuxSession(["show", "quadrants", "--image", "--images", "blocks", "--base-url", photos.baseURL], columns: 80, rows: 40)

        #expect(try session.waitForExit() == 0)
        let lines = try session.screenWithColours().components(separatedBy: "\n")
        let picture = lines.map { SGRCells($0).halfBlocks }.filter { !$0.isEmpty }
        let firstText = try #require(lines.firstIndex { $0.contains("Four quadrants") })
        let lastPicture = try #require(lines.lastIndex { $0.contains("▀") })
        #expect(lastPicture < firstText)
        #expect(isNear(picture.first?.first?.foreground, QuadrantPhotoServer.colours[0]))
        #expect(isNear(picture.first?.last?.foreground, QuadrantPhotoServer.colours[1]))
        #expect(isNear(picture.last?.first?.background, QuadrantPhotoServer.colours[2]))
        #expect(isNear(picture.last?.last?.background, QuadrantPhotoServer.colours[3]))
    }

    @Test("given show --image of a phone's portrait, stored on its side with an Exif orientation that stands it up, when run, then it is drawn upright and tall, each quadrant where a browser shows it")
    func showDrawsAPhonePortraitUpright() throws {
        let photos = try QuadrantPhotoServer(width: 2_000, height: 3_000, imageSize: (width: 64, height: 96), storedOnItsSide: true)
        defer { photos.server.stop() }
        let session = try TmuxSession(["show", "quadrants", "--image", "--images", "blocks", "--base-url", photos.baseURL], columns: 100, rows: 40)

        #expect(try session.waitForExit() == 0)
        let picture = try session.screenWithColours().components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { !$0.isEmpty }
        let drawn = Double(picture.first?.count ?? 0) / Double(picture.count * 2)
        #expect(abs(drawn / (2.0 / 3.0) - 1) < 0.05, "drawn \(picture.first?.count ?? 0)×\(picture.count) cells")
        #expect(isNear(picture.first?.first?.foreground, QuadrantPhotoServer.colours[0]))
        #expect(isNear(picture.first?.last?.foreground, QuadrantPhotoServer.colours[1]))
        #expect(isNear(picture.last?.first?.background, QuadrantPhotoServer.colours[2]))
        #expect(isNear(picture.last?.last?.background, QuadrantPhotoServer.colours[3]))
    }

    @Test("given show --image of a portrait, a square and a panorama at 80×24, 100×40 and 200×60, when run, then the whole picture is drawn in its proportions (within 5 %), and it, the text and the prompt's line fit the screen", arguments: [
        (4_000, 6_000), (3_000, 3_000), (10_000, 1_000),
    ])
    func showDrawsTheWholePictureOnScreen(width: Int, height: Int) throws {
        for (columns, rows) in [(80, 24), (100, 40), (200, 60)] {
            let photos = try QuadrantPhotoServer(width: width, height: height)
            defer { photos.server.stop() }
            let session = try TmuxSession(["show", "quadrants", "--image", "--images", "blocks", "--base-url", photos.baseURL], columns: columns, rows: rows)

            #expect(try session.waitForExit() == 0)
            let lines = try session.screenWithColours().components(separatedBy: "\n")
            let picture = lines.map { SGRCells($0).halfBlocks }.filter { !$0.isEmpty }
            let drawn = Double(picture.first?.count ?? 0) / Double(picture.count * 2)
            let printed = lines.lastIndex { !String(SGRCells($0).cells.map(\.character)).trimmingCharacters(in: .whitespaces).isEmpty } ?? lines.count

            #expect(abs(drawn / (Double(width) / Double(height)) - 1) < 0.05 || picture.count == 1,
                    "\(width)×\(height) at \(columns)×\(rows): drawn \(picture.first?.count ?? 0)×\(picture.count) cells")
            // The picture's top row is still on screen (the top left quadrant), and a line is left for the prompt.
            #expect(isNear(picture.first?.first?.foreground, QuadrantPhotoServer.colours[0]), "the picture's top scrolled away at \(columns)×\(rows)")
            #expect(printed < rows - 1, "the output fills the screen at \(columns)×\(rows)")
            #expect(lines.contains { $0.contains("Four quadrants") })
        }
    }

    @Test("given show --image run online at 80×24, when run again offline at 100×40 (a picture of another size), then the kept picture is drawn, its quadrants in place, and the run succeeds")
    func showOfflineDrawsThePictureKeptAtAnotherSize() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["show", "quadrants", "--image", "--images", "blocks", "--base-url", photos.baseURL]
        let online = try TmuxSession(arguments, columns: 80, rows: 24, environment: ["XDG_CACHE_HOME": cache.path])
        #expect(try online.waitForExit() == 0)
        let requested = photos.imageRequests.count

        let offline = try TmuxSession(arguments + ["--offline"], columns: 100, rows: 40, environment: ["XDG_CACHE_HOME": cache.path])

        let status = try offline.waitForExit()
        #expect(status == 0, "\((try? offline.screen()) ?? "")")
        #expect(photos.imageRequests.count == requested)
        let picture = try offline.screenWithColours().components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { !$0.isEmpty }
        #expect(picture.count > 12, "a picture fitted to 40 rows, not a small one copied as it was")
        #expect(isNear(picture.first?.first?.foreground, QuadrantPhotoServer.colours[0]))
        #expect(isNear(picture.last?.last?.background, QuadrantPhotoServer.colours[3]))
    }

    @Test("given show --image whose picture the server refuses, when run on a terminal, then the details are printed, one line says why the picture is missing, and the status is not success")
    func showReportsAMissingPicture() throws {
        let photos = try QuadrantPhotoServer(imageStatus: 404)
        defer { photos.server.stop() }
        let session = try TmuxSession(["show", "quadrants", "--image", "--images", "blocks", "--base-url", photos.baseURL], columns: 100, rows: 40)

        let status = try session.waitForExit()
        let screen = try session.screen()

        #expect(status == 5)
        #expect(screen.contains("Four quadrants"))
        #expect(screen.components(separatedBy: "\n").filter { $0.hasPrefix("photolist: the photo's picture could not be shown") }.count == 1)
        #expect(screen.contains("could not be shown: no such picture on the image host"), "one sentence, not a capital in its middle: \(screen)")
    }

    @Test("given show --image of a photo whose picture address the source gave with a user name and password, when run on a terminal, then nothing is fetched, one line says the picture was not fetched and why, and the status is 3 (the source's doing, not a usage error)")
    func showReportsARefusedPictureAddress() throws {
        let photos = try QuadrantPhotoServer(pictureAddress: "http://user:secret@scripted.invalid/img/quadrants")
        defer { photos.server.stop() }
        // Wide enough that the failure's line is not wrapped.
        let session = try TmuxSession(["show", "quadrants", "--image", "--images", "blocks", "--base-url", photos.baseURL], columns: 250, rows: 40)

        let status = try session.waitForExit()
        let screen = try session.screen()

        #expect(status == 3, "\(screen)")
        #expect(screen.contains("the picture was not fetched: its address carries a user name or password"), "\(screen)")
        #expect(photos.imageRequests.isEmpty)
    }

    @Test("given show --image with standard output not a terminal, when run, then only the text is printed and no picture is fetched")
    func showWithoutATerminalPrintsText() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }

        let run = try PhotoListBinary.run(["show", "quadrants", "--image", "--base-url", photos.baseURL])

        #expect(run.status == 0)
        #expect(run.standardOutput.contains("Four quadrants") && !run.standardOutput.contains("\u{1B}"))
        #expect(photos.imageRequests.isEmpty)
    }

    @Test("given list --images (no value) on a terminal, when run, then the row follows its picture, drawn the automatic way (half blocks in tmux)")
    func listPrintsPictures() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        let session = try TmuxSession(["list", "--images", "--base-url", photos.baseURL], columns: 100, rows: 40)

        #expect(try session.waitForExit() == 0)
        let lines = try session.screenWithColours().components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("Quadrant Painter") })
        let picture = lines[..<row].map { SGRCells($0).halfBlocks }.filter { !$0.isEmpty }
        #expect(picture.count >= 2)
        #expect(isNear(picture.first?.first?.foreground, QuadrantPhotoServer.colours[0]))
        #expect(photos.imageRequests.count == 1)
    }

    @Test("given list --images whose picture the server refuses, when run on a terminal, then the row keeps a placeholder of the picture's size, one line names the photo and why, and the status is not success")
    func listNamesTheMissingPictures() throws {
        let photos = try QuadrantPhotoServer(imageStatus: 500)
        defer { photos.server.stop() }
        let session = try TmuxSession(["list", "--images", "blocks", "--base-url", photos.baseURL], columns: 100, rows: 40)

        let status = try session.waitForExit()
        let lines = try session.screenWithColours().components(separatedBy: "\n")
        let plain = try session.screen().components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("Quadrant Painter") })

        #expect(status == 3)
        // The flat grey BlurHash stands in: half blocks above the row, none of the quadrants' colours.
        // (One parse for all its lines: tmux writes a colour once, not again on each line that keeps it.)
        let placeholder = SGRCells(lines[..<row].joined(separator: "\n")).halfBlocks
        #expect(!placeholder.isEmpty && placeholder.allSatisfy { isNear($0.foreground, (128, 128, 128), tolerance: 8) })
        #expect(plain.filter { $0.hasPrefix("photolist: 1 picture could not be shown: quadrants (") }.count == 1)
    }

    @Test("given images none in the settings file, when the browser shows the photo, then no picture is fetched; --images blocks on the command line wins over it")
    func settingsFileChoosesImages() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        func settings(_ home: URL) throws {
            try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/photolist"), withIntermediateDirectories: true)
            try Data(#"{"images": "none"}"#.utf8).write(to: home.appendingPathComponent(".config/photolist/config.json"))
        }

        let off = try TmuxSession(["--base-url", photos.baseURL], columns: 100, rows: 30, prepareHome: settings)
        try off.waitFor("Quadrant Painter")
        try off.send("q")
        _ = try off.waitForExit()
        let requestsWhenOff = photos.imageRequests.count
        let on = try TmuxSession(["--base-url", photos.baseURL, "--images", "blocks"], columns: 100, rows: 30, prepareHome: settings)
        try on.waitForScreen("the thumbnail") { _ in photos.imageRequests.count > requestsWhenOff }
        try on.send("q")

        #expect(requestsWhenOff == 0)
        #expect(try on.waitForExit() == 0)
    }

    @Test("given images none in the settings file, when list --images (no value) runs from a shell, then no picture is fetched or drawn, and a line typed ahead still reaches the shell")
    func bareImagesWithNoneInTheSettingsLeavesTheTerminalAlone() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        let session = try TmuxSession(["list", "--images", "--base-url", photos.baseURL], columns: 100, rows: 30, jobControl: true) { home in
            try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/photolist"), withIntermediateDirectories: true)
            try Data(#"{"images": "none"}"#.utf8).write(to: home.appendingPathComponent(".config/photolist/config.json"))
        }
        // Typed while photolist starts: a switch out of line mode, whose end flushes input, would drop it.
        try session.type("echo typed-ahead > typed")
        try session.send("Enter")

        #expect(try session.waitForExit() == 0)
        let typed = try session.waitForScreen("the typed-ahead line to run") { _ in
            FileManager.default.fileExists(atPath: session.directory.appendingPathComponent("typed").path)
        }
        let lines = try session.screenWithColours().components(separatedBy: "\n")
        #expect(typed.contains("Quadrant Painter"))
        #expect(lines.allSatisfy { SGRCells($0).halfBlocks.isEmpty })
        #expect(photos.imageRequests.isEmpty)
    }

    @Test("given an unknown images value in the settings file, when run, then one usage line names the choices")
    func invalidImagesSetting() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/photolist"), withIntermediateDirectories: true)
        try Data(#"{"images": "gif"}"#.utf8).write(to: home.appendingPathComponent(".config/photolist/config.json"))

        let run = try PhotoListBinary.run(["show", "x", "--image"], environment: ["HOME": home.path])

        #expect(run.status == 2)
        #expect(run.standardError == "photolist: the settings file \(home.path)/.config/photolist/config.json is not valid: images must be one of auto, kitty, iterm, sixel, blocks, quarters, none (got 'gif')\n")
    }

    @Test("given a bare --images, when the arguments are read, then it means the settings file's way unless a choice follows; nothing after -- changes", arguments: [
        (["list", "--images"], ["list", "--images=settings"]),
        (["list", "--images", "--json"], ["list", "--images=settings", "--json"]),
        (["list", "--images", "sixel"], ["list", "--images", "sixel"]),
        (["search", "--images", "lake"], ["search", "--images=settings", "lake"]),
        (["search", "--", "--images"], ["search", "--", "--images"]),
    ])
    func bareImagesMeansTheSettings(arguments: [String], expected: [String]) {
        #expect(ImagesArgument.normalized(arguments) == expected)
    }

    @Test("given quarters in the settings file, when --images stands alone, then pictures are asked for and drawn with quarters; a value on the command line wins, and without a settings file it is auto")
    func bareImagesTakesTheSettingsFilesWay() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-images-\(UUID().uuidString)")
        let bare = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/photolist"), withIntermediateDirectories: true)
        try Data(#"{"images": "quarters"}"#.utf8).write(to: home.appendingPathComponent(".config/photolist/config.json"))
        defer { try? FileManager.default.removeItem(at: home) }
        func options(_ arguments: [String]) throws -> PictureOptions { try PictureOptions.parse(ImagesArgument.normalized(arguments)) }

        let alone = try options(["--images"])
        let named = try options(["--images", "sixel"])

        #expect(alone.asksForPictures)
        #expect(try alone.imagesChoice(environment: ["HOME": home.path]) == .quarters)
        #expect(try named.imagesChoice(environment: ["HOME": home.path]) == .sixel)
        #expect(try alone.imagesChoice(environment: ["HOME": bare.path]) == .auto)
        #expect(try !options(["--images", "none"]).asksForPictures)
    }
}
