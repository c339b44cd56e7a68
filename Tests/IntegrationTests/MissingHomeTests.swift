import Domain
import DomainTesting
import Foundation
@testable import photolist
import Testing

/// A `HOME` that does not exist (mistyped, or `/nonexistent` for an account with none) is never made:
/// photolist makes its own folders, and the XDG ones above them, but a home folder is the system's to make.
@Suite("A home folder that does not exist", .timeLimit(.minutes(2 * TestTime.scale)))
struct MissingHomeTests {
    @Test("given a HOME that does not exist, when photos are listed and searched, favourites listed and added, and pages synced, then the home is never made: listing and searching work with a warning, favourites list as none, and adding one or syncing fails with exit 6 naming the home")
    func commandsNeverMakeTheHome() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-no-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path]
        let missing = "the home folder \(home.path) does not exist"

        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "2"], environment: environment)
        let searched = try PhotoListBinary.run(["search", "fog", "--per-page", "1"], environment: environment)
        let favorites = try PhotoListBinary.run(["favorites", "list", "--json"], environment: environment)
        let added = try PhotoListBinary.run(["favorites", "add", "--", listed.photoIDs.first ?? "none"], environment: environment)
        let synced = try PhotoListBinary.run(["sync", "--pages", "1"], environment: environment)

        #expect(listed.status == 0 && listed.photoIDs.count == 2, "\(listed.standardError)")
        #expect(listed.standardError.contains(missing) && listed.standardError.contains("continuing without it"), "\(listed.standardError)")
        #expect(searched.status == 0, "\(searched.standardError)")
        #expect(searched.standardError.contains("the search was not kept as recent"), "\(searched.standardError)")
        #expect(favorites.status == 0 && favorites.photoIDs.isEmpty, "\(favorites.standardError)")
        let listing = try JSONSerialization.jsonObject(with: Data(favorites.standardOutput.utf8)) as? [String: Any]
        #expect((listing?["photos"] as? [Any])?.isEmpty == true, "\(favorites.standardOutput)")
        for failed in [added, synced] {
            #expect(failed.status == 6, "\(failed.standardError)")
            #expect(failed.standardError.split(separator: "\n").count == 1 && failed.standardError.contains(missing), "\(failed.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }

    @Test("given a HOME that is a file, when a listed photo is added as a favourite, then it fails with exit 6 in one line saying the home is not a folder, and the file is left as it was")
    func homeThatIsAFileIsSaidSo() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-file-home-\(UUID().uuidString)")
        try Data("someone's notes".utf8).write(to: home)
        defer { try? FileManager.default.removeItem(at: home) }

        let listed = try PhotoListBinary.run(["list", "--json", "--per-page", "1"], environment: ["HOME": home.path])
        let added = try PhotoListBinary.run(["favorites", "add", "--", listed.photoIDs.first ?? "none"], environment: ["HOME": home.path])

        #expect(added.status == 6, "\(added.standardError)")
        #expect(added.standardError.split(separator: "\n").count == 1, "\(added.standardError)")
        #expect(added.standardError.contains("the home \(home.path) is not a folder"), "\(added.standardError)")
        #expect(try Data(contentsOf: home) == Data("someone's notes".utf8))
    }

    @Test("given pictures fetched through the disk cache, when the home exists, then the picture is kept there; when it does not, then the picture still arrives and the home is not made")
    func picturesAreKeptOnlyInAHomeThatExists() async throws {
        let existing = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-no-home-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: existing)
            try? FileManager.default.removeItem(at: missing)
        }
        let picture = Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("the start of a JPEG".utf8))
        let size = try #require(PixelSize(width: 4, height: 4))

        for home in [existing, missing] {
            let locations = StorageLocations(environment: ["HOME": home.path])
            let pictures = Stores.pictures(OnePicture(data: picture), locations, namespace: "demo")
            #expect(try await pictures.imageData(of: .fixture(id: "kept"), size: size) == picture)
        }

        let kept = try FileManager.default.subpathsOfDirectory(atPath: existing.appendingPathComponent(".cache/photolist/images").path)
        #expect(!kept.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}

/// A source whose every picture is `data`.
private struct OnePicture: PhotoImageRepository {
    let data: Data
    func imageData(of photo: Photo, size: PixelSize) async throws(DomainError) -> Data { data }
    func discardImage(of photo: Photo, size: PixelSize) async {}
}
