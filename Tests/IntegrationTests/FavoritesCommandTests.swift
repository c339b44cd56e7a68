import Foundation
import Synchronization
import Testing

/// `photolist favorites`: messages that say what happened, and a library that needs no source.
@Suite("favorites command", .serialized, .timeLimit(.minutes(2 * TestTime.scale)))
struct FavoritesCommandTests {
    @Test("given a favourite, when it is added again, then photolist says it is one already and the library is unchanged")
    func addingAKnownFavoriteSaysSo() throws {
        let home = try SeededHome.copy()
        let before = try home.snapshot()

        let again = try PhotoListBinary.run(["favorites", "add", SeededHome.photoID], environment: ["HOME": home.root.path])

        #expect(again.status == 0)
        #expect(again.standardOutput == "\(SeededHome.photoID) is already a favourite\n")
        #expect(try home.snapshot().library == before.library)
    }

    @Test("given a favourite and a source that cannot even start, when it is added again, then photolist says it is one already: no source is started for it")
    func addingAKnownFavoriteStartsNoSource() throws {
        let home = try SeededHome.copy()
        // An invalid fault rule stops the embedded demo server from starting (exit 2) if anything starts it.
        let broken = ["HOME": home.root.path, "PHOTOLIST_DEMO_FAULTS": "not-a-fault"]

        let again = try PhotoListBinary.run(["favorites", "add", SeededHome.photoID], environment: broken)
        let unknown = try PhotoListBinary.run(["favorites", "add", "not-yet-a-favourite"], environment: broken)

        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput == "\(SeededHome.photoID) is already a favourite\n")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("PHOTOLIST_DEMO_FAULTS"))
    }

    @Test("given a favourite's id with a zero-width space after it, when removed, then photolist says that id is not a favourite with the space written out, not an id that looks like the favourite's, and the library is unchanged")
    func removingAnIdWithAnInvisibleCharacterShowsIt() throws {
        let home = try SeededHome.copy()
        let before = try home.snapshot()

        let removed = try PhotoListBinary.run(["favorites", "remove", SeededHome.photoID + "\u{200B}"], environment: ["HOME": home.root.path])

        #expect(removed.status == 5)
        #expect(removed.standardError == "photolist: \(SeededHome.photoID)\\u{200B} is not a favourite\n", "\(removed.standardError)")
        #expect(try home.snapshot().library == before.library)
    }

    @Test("given an id the source does not have, when added, then photolist names it as show and download do, exits 5 and the library is unchanged")
    func addingAnUnknownPhotoNamesIt() throws {
        let home = try SeededHome.copy()
        let before = try home.snapshot()

        let added = try PhotoListBinary.run(["favorites", "add", "no-such-photo"], environment: ["HOME": home.root.path])
        let shown = try PhotoListBinary.run(["show", "no-such-photo"], environment: ["HOME": home.root.path])

        #expect(added.status == 5)
        #expect(added.standardError == "photolist: the photo service has no photo 'no-such-photo'\n")
        #expect(shown.standardError == added.standardError)
        #expect(try home.snapshot().library == before.library)
    }

    @Test("given three processes adding the same photo at once, when they finish, then exactly one says it added it and the others that it is a favourite already")
    func concurrentAddsAreToldApart() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-adds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let outputs = Mutex<[String]>([])

        DispatchQueue.concurrentPerform(iterations: 3) { _ in
            let run = try? PhotoListBinary.run(["favorites", "add", SeededHome.photoID], environment: ["HOME": home.path])
            outputs.withLock { $0.append(run.map { "\($0.status) \($0.standardOutput)" } ?? "did not run") }
        }

        let lines = outputs.withLock { $0 }.sorted()
        #expect(lines == [
            "0 \(SeededHome.photoID) is already a favourite\n", "0 \(SeededHome.photoID) is already a favourite\n",
            "0 added \(SeededHome.photoID) to the favourites\n",
        ].sorted())
    }

    @Test("given a favourite, when removed with the rm alias, then it is gone")
    func rmRemoves() throws {
        let home = try SeededHome.copy()

        let removed = try PhotoListBinary.run(["favorites", "rm", SeededHome.photoID], environment: ["HOME": home.root.path])

        #expect(removed.status == 0)
        #expect(removed.standardOutput.contains("removed \(SeededHome.photoID)"))
        #expect(try home.favoriteIDs().isEmpty)
    }

    @Test("given no favourites anywhere, when they are listed, then a line after the count says how to add one")
    func noFavouritesSayHowToAddOne() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-favorites-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)  // photolist makes no home
        defer { try? FileManager.default.removeItem(at: home) }

        let listed = try PhotoListBinary.run(["favorites"], environment: ["HOME": home.path])

        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput.hasSuffix("0 favourites (demo)\nAdd one with photolist favorites add ID, or in the browser (its ? lists the keys).\n"), "\(listed.standardOutput)")
    }

    @Test("given a favourite of the demo source, when the favourites of another source are listed, then none are, and a line names the demo's one with the command that lists it, which does")
    func favoritesOfOtherSourcesAreNamed() throws {
        let home = try SeededHome.copy()

        let picsum = try PhotoListBinary.run(["favorites", "--source", "picsum"], environment: ["HOME": home.root.path])

        #expect(picsum.status == 0, "\(picsum.standardError)")
        let lines = picsum.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines.first?.contains("0 favourites (picsum)") == true, "\(picsum.standardOutput)")
        let hint = try #require(lines.last?.firstMatch(of: /^1 favourite under demo: photolist (.+)$/)?.1, "\(picsum.standardOutput)")
        let followed = try PhotoListBinary.run(hint.split(separator: " ").map(String.init), environment: ["HOME": home.root.path])
        #expect(followed.status == 0, "\(followed.standardError)")
        #expect(followed.standardOutput.contains(SeededHome.photoID) && followed.standardOutput.contains("1 favourite (demo)"), "\(followed.standardOutput)")
        #expect(!followed.standardOutput.contains(" under "))
    }

    @Test("given a favourite of the demo source, when the favourites at a --base-url are listed, then the line naming the demo's says it is without --base-url")
    func favoritesWithoutAnAddressSaySo() throws {
        let home = try SeededHome.copy()

        let elsewhere = try PhotoListBinary.run(["favorites", "--base-url", "http://127.0.0.1:9"], environment: ["HOME": home.root.path])

        #expect(elsewhere.status == 0, "\(elsewhere.standardError)")
        #expect(elsewhere.standardOutput.hasSuffix("1 favourite under demo, without --base-url: photolist favorites --source demo\n"), "\(elsewhere.standardOutput)")
    }

    @Test("given a data folder that is a file, when favourites are listed, then none are, with a warning that none could be kept and no advice to add one")
    func aLibraryThatCannotBeMadeIsWarnedOf() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-nolibrary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("data")
        try Data("not a folder".utf8).write(to: file)

        let listed = try PhotoListBinary.run(["favorites"], environment: ["HOME": home.path, "XDG_DATA_HOME": file.path])

        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput.hasSuffix("0 favourites (demo)\n"), "\(listed.standardOutput)")
        #expect(listed.standardError == "photolist: warning: favourites are read-only: cannot use the library file \(file.path)/photolist/library.sqlite: cannot create \(file.path)/photolist: \(file.path) is a file, not a folder.\n")
    }

    @Test("given the unsplash source and no access key, when favourites are listed, then they list from the library without asking for a key")
    func listingNeedsNoKey() throws {
        let home = try SeededHome.copy()

        let listed = try PhotoListBinary.run(["favorites", "--source", "unsplash", "--json"], environment: ["HOME": home.root.path])
        let table = try PhotoListBinary.run(["favorites"], environment: ["HOME": home.root.path])

        #expect(listed.status == 0, "\(listed.standardError)")
        #expect(listed.standardOutput.contains(#""source":"unsplash""#) || listed.standardOutput.contains(#""source" : "unsplash""#))
        #expect(table.status == 0)
        #expect(table.standardOutput.contains("1 favourite (demo)"))
    }
}
