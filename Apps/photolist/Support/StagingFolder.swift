import Foundation

/// A new folder only this user can enter, under the system's temporary folder, for a file that is
/// complete and checked before it goes elsewhere (`download -o -` streams it to standard output).
struct StagingFolder: Sendable {
    /// The folder.
    let url: URL

    /// Creates the folder.
    /// - Throws: ``CommandFailure`` when it cannot be created.
    init() throws {
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("photolist-XXXXXX").path.utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CommandFailure(message: "cannot create a temporary folder: \(String(cString: strerror(errno)))", status: .storage)
        }
        url = URL(fileURLWithPath: String(cString: created), isDirectory: true)
    }

    /// Removes the folder and what it holds.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
