import Foundation
import Testing

/// End to end in tmux: the browser needs the photo source, not the library; a library it cannot open
/// turns favourites off with a notice instead of stopping it.
@Suite("Interactive browser without a usable library", .timeLimit(.minutes(2 * TestTime.scale)))
struct BrowserWithoutLibraryTests {
    @Test("given a damaged library file, when the browser starts, then the catalog shows with a notice naming the file, and f says why it is off")
    func damagedLibrary() throws {
        let text = "this is not a database"
        var library: URL?
        let session = try TmuxSession { home in
            let file = home.appendingPathComponent(".local/share/photolist/library.sqlite")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            library = file
        }

        // The status bar names the file (the notice, or the favourites' own report of it).
        try session.waitForScreen("the catalog with the notice") { $0.contains("library file") && $0.contains("likes") }
        // A key clears the notice, so the file named after f is f's own report, not the notice still shown.
        try session.send("j")
        try session.waitForScreen("the notice gone, the next row selected") { !$0.contains("library file") && TmuxSession.position(of: $0)?.hasPrefix("2/") == true }
        try session.send("f")
        try session.waitForScreen("f's report") { $0.contains("library file") && $0.contains("likes") }
        try session.send("q")
        #expect(try session.waitForExit() == 0)
        #expect(String(decoding: try Data(contentsOf: try #require(library)), as: UTF8.self) == text)
    }
}
