import Foundation

/// A HOME whose cache holds a page and whose library holds one favourite, made once by the real binary
/// (from the embedded demo source) and copied for each test that needs a lived-in installation; a copy
/// is removed when the test lets it go. (The one template a test process makes stays until the system
/// clears its temporary folder: no hook runs when the last test ends.)
final class SeededHome {
    /// The favourite every seeded home holds.
    static let photoID = template.photoID

    /// The copy's root, to pass as `HOME`.
    let root: URL

    private init(root: URL) {
        self.root = root
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var cachePath: String { root.appendingPathComponent(".cache/photolist/cache.sqlite").path }
    var libraryPath: String { root.appendingPathComponent(".local/share/photolist/library.sqlite").path }

    /// Every row of the cache and of the library, to compare before and after. (Bytes would not do:
    /// opening a pool rewrites the header's change counters even when no row changes.)
    struct Snapshot: Equatable {
        let cache: DatabaseContent
        let library: DatabaseContent
    }

    func snapshot() throws -> Snapshot {
        Snapshot(cache: try DatabaseContent(path: cachePath), library: try DatabaseContent(path: libraryPath))
    }

    /// The favourites' ids, read through the binary (the demo source's library, no network needed).
    func favoriteIDs() throws -> [String] {
        try PhotoListBinary.run(["favorites", "list", "--json", "--offline"], environment: ["HOME": root.path]).photoIDs
    }

    /// A fresh copy of the seeded home.
    static func copy() throws -> SeededHome {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-seeded-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try template.root.get(), to: root)
        return SeededHome(root: root)
    }

    private static let template: (root: Result<URL, any Error>, photoID: String) = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-seed-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let environment = ["HOME": root.path]
            let list = try PhotoListBinary.run(["list", "--json", "--per-page", "5"], environment: environment)
            guard let id = list.photoIDs.first else {
                throw SeedingFailed(detail: list.standardError)
            }
            let add = try PhotoListBinary.run(["favorites", "add", id], environment: environment)
            guard add.status == 0 else { throw SeedingFailed(detail: add.standardError) }
            return (.success(root), id)
        } catch {
            return (.failure(error), "")
        }
    }()

    private struct SeedingFailed: Error {
        let detail: String
    }
}
