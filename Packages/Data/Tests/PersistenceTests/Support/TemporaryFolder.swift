import Foundation

/// A fresh folder under the temporary directory for one test, with what the tests ask of its files; it is
/// removed when the last test holding it lets it go.
final class TemporaryFolder: Sendable {
    /// The folder.
    let url: URL

    /// Creates the folder, named after `label` and a UUID.
    init(_ label: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The folder's path.
    var path: String { url.path }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Every file in the folder with its bytes (a folder in it maps to empty data).
    func snapshot() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            files[name] = (try? Data(contentsOf: url.appendingPathComponent(name))) ?? Data()
        }
        return files
    }

    /// The permission bits of `path`, or `nil` when it is missing.
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }
}
