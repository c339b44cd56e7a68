import Foundation
import Testing

/// End to end: the settings file and the home folder in shapes a user's machine can have.
@Suite("photolist with odd settings files and homes", .timeLimit(.minutes(2 * TestTime.scale)))
struct SettingsFileShapesTests {
    @Test("given a settings path that is a folder or a named pipe, when run, then one usage line says what it is, without blocking",
          arguments: ["folder", "pipe"])
    func settingsPathThatIsNotAFile(kind: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-settings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let settings = home.appendingPathComponent(".config/photolist/config.json")
        try FileManager.default.createDirectory(at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
        if kind == "folder" {
            try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: false)
        } else {
            #expect(mkfifo(settings.path, 0o600) == 0)
        }

        let run = try PhotoListBinary.run(["list", "--per-page", "1"], environment: ["HOME": home.path])

        #expect(run.status == 2)
        let expected = kind == "folder" ? "is a folder; it must be a JSON file" : "is not a regular file; it must be a JSON file"
        #expect(run.standardError == "photolist: the settings file \(settings.path) \(expected)\n")
    }

    @Test("given a relative HOME, when run, then nothing is written under the current folder")
    func relativeHomeIsIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-cwd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        _ = try PhotoListBinary.run(["list", "--per-page", "1"], environment: ["HOME": "relative-home", "XDG_CACHE_HOME": "cache"], in: folder)

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
