import Foundation

/// A stand-in for `xdg-open` in a folder of its own, to put first on a run's `PATH`: it records the argument
/// it was given, then exits with `status` (0: the page is open; 3: xdg-open's "no browser found").
struct FakeOpener {
    let folder: URL
    /// Where the argument is written (whole, once the opener has seen it).
    var record: URL { folder.appendingPathComponent("opened") }

    init(exitStatus status: Int32) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("photolist-opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("xdg-open")
        try "#!/bin/sh\necho \"$1\" > \(record.path).tmp; mv \(record.path).tmp \(record.path)\nexit \(status)\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    /// A `PATH` that finds this opener before any other.
    var path: String { "\(folder.path):/usr/bin:/bin" }

    /// The argument the opener was given, once it has run.
    var opened: String? {
        (try? String(contentsOf: record, encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
