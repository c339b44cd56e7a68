import Foundation
import HTTPTestServer
import Testing

@Suite("Real pictures in the browser, in tmux", .serialized)
struct TerminalPicturesEndToEndTests {
    private let red = QuadrantPhotoServer.colours[0]
    private let green = QuadrantPhotoServer.colours[1]
    private let blue = QuadrantPhotoServer.colours[2]
    private let yellow = QuadrantPhotoServer.colours[3]

    @Test("given a photo declared 3:2 whose picture arrives square (a service's crop), when its detail shows, then the picture is drawn whole and square, all four quadrants in their corners")
    func aCroppedPictureIsDrawnWholeInTheDetail() throws {
        let photos = try QuadrantPhotoServer(imageSize: (width: 200, height: 200))
        defer { photos.server.stop() }
        let session = try TmuxSession(["--base-url", photos.baseURL, "--images", "blocks"], columns: 100, rows: 30)
        try session.waitFor("Quadrant Painter")

        try session.send("Enter")
        let picture: [[SGRCells.Cell]] = try waitForColours(session, "the detail's whole picture") { screen in
            let lines = screen.components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { $0.count > 8 }
            guard let last = lines.last, isNear(last.last?.background, yellow) else { return nil }
            return lines
        }
        let ratio = Double(picture[0].count) / Double(picture.count * 2)

        #expect(abs(ratio - 1) < 0.05, "\(picture[0].count)×\(picture.count) cells")
        #expect(isNear(picture[0].first?.foreground, red) && isNear(picture[0].last?.foreground, green))
        #expect(isNear(picture[picture.count - 1].first?.background, blue))
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a four-quadrant photo with a flat grey BlurHash and blocks forced, when the list and the detail show, then their half blocks carry the quadrants' real colours, fetched at the size drawn")
    func blocksShowTheRealPicture() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        let session = try TmuxSession(["--base-url", photos.baseURL, "--images", "blocks"], columns: 100, rows: 30)
        try session.waitFor("Quadrant Painter")

        let listLine: [SGRCells.Cell] = try waitForColours(session, "the list thumbnail's real colours") { screen in
            guard let line = screen.components(separatedBy: "\n").first(where: { $0.contains("Quadrant Painter") }) else { return nil }
            let cells = SGRCells(line).halfBlocks
            return cells.count == 4 && isNear(cells[0].foreground, red) ? cells : nil
        }
        try session.send("Enter")
        let preview: ([SGRCells.Cell], [SGRCells.Cell]) = try waitForColours(session, "the detail preview's real colours") { screen in
            let lines = screen.components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { $0.count > 8 }
            guard let first = lines.first, let last = lines.last, isNear(first.first?.foreground, red), isNear(last.first?.background, blue) else { return nil }
            return (first, last)
        }

        // The row: 4 cells, 4×2 pixels: red over blue on the left, green over yellow on the right.
        #expect(isNear(listLine[0].background, blue) && isNear(listLine[1].foreground, red))
        #expect(isNear(listLine[3].foreground, green) && isNear(listLine[3].background, yellow))
        // The preview: the top line red then green, the bottom line blue then yellow.
        #expect(isNear(preview.0.last?.foreground, green))
        #expect(isNear(preview.1.first?.foreground, blue) && isNear(preview.1.last?.background, yellow))
        // Each picture was asked for at the size drawn, cropped to fill: 4×2 pixels for the row.
        #expect(photos.imageRequests.contains { $0.contains("ixid=test") && $0.contains("w=4&h=2&fit=crop&fm=jpg") })
        #expect(photos.imageRequests.count == 2)
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given a portrait photo's detail as tall as the window allows, when a message takes two lines of the status bar, then the picture keeps its size and is not fetched again")
    func aLongMessageLeavesThePictureAlone() throws {
        let photos = try QuadrantPhotoServer(width: 2_000, height: 3_000)
        defer { photos.server.stop() }
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-not-a-folder-\(UUID().uuidString)")
        try Data().write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let session = try TmuxSession(
            ["--base-url", photos.baseURL, "--images", "blocks"], columns: 100, rows: 16, environment: ["XDG_DOWNLOAD_DIR": blocker.path + "/photos"]
        )
        try session.waitFor("Quadrant Painter")
        try session.send("Enter")
        let picture: [[SGRCells.Cell]] = try waitForColours(session, "the detail's whole picture") { screen in
            let lines = screen.components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { $0.count > 4 }
            guard let first = lines.first, let last = lines.last, isNear(first.first?.foreground, red), isNear(last.first?.background, blue) else { return nil }
            return lines
        }
        let requests = photos.imageRequests.count

        try session.send("d")
        let bar = try session.waitForStatus("the failure over two lines") { $0.contains("Download of") && $0.contains("does not exist") }
        let shown = try session.screenWithColours().components(separatedBy: "\n").map { SGRCells($0).halfBlocks }.filter { $0.count > 4 }

        #expect(TmuxSession.statusBar(of: bar).contains("does not exist") && !TmuxSession.statusBar(of: bar).contains("Download of"), "two lines: \(bar)")
        #expect(shown.count == picture.count && shown.first?.count == picture.first?.count, "\(shown.count)×\(shown.first?.count ?? 0) cells, was \(picture.count)×\(picture[0].count)")
        #expect(photos.imageRequests.count == requests, "\(photos.imageRequests)")
        try session.send("q")
        #expect(try session.waitForExit() == 0)
    }

    @Test("given NO_COLOR, when the browser shows the photo, then no picture is fetched and no colour is drawn")
    func noColourFetchesNothing() throws {
        let photos = try QuadrantPhotoServer()
        defer { photos.server.stop() }
        let session = try TmuxSession(["--base-url", photos.baseURL], columns: 100, rows: 30, environment: ["NO_COLOR": "1"])
        try session.waitFor("Quadrant Painter")
        try session.send("Enter")
        try session.waitFor("Photo by")
        try session.send("q")
        #expect(try session.waitForExit() == 0)

        #expect(photos.imageRequests.isEmpty)
    }

    /// Polls the coloured screen until `read` finds what it looks for.
    private func waitForColours<Value>(_ session: TmuxSession, _ what: String, _ read: (String) -> Value?) throws -> Value {
        var found: Value?
        _ = try session.waitForScreen(what) { _ in
            found = (try? session.screenWithColours()).flatMap(read)
            return found != nil
        }
        guard let found else { throw TmuxSession.Timeout(waitingFor: what, screen: (try? session.screen()) ?? "") }
        return found
    }
}
