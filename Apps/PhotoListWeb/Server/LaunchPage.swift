public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A page that sends the browser on to the web view's address, written where only this user can read it.
/// `web --open` hands the desktop this file instead of the address: a command line (xdg-open's, and the
/// browser's) is visible to every user of the machine through `ps`, and the address carries the run's token.
public struct LaunchPage: Sendable {
    /// Where the page is.
    public let file: URL

    /// Writes a page leading to `url` in `XDG_RUNTIME_DIR` when `environment` sets it, else the temporary
    /// folder, readable by this user only, under a name no other file has.
    /// - Throws: ``LaunchPageError`` when it cannot be written.
    public static func write(leadingTo url: URL, environment: [String: String]) throws(LaunchPageError) -> LaunchPage {
        let folder = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        let file = URL(fileURLWithPath: folder).appendingPathComponent("photolist-web-\(UInt64.random(in: 0...UInt64.max)).html")
        let address = HTML.escapeWhole(url.absoluteString)
        let html = """
        <!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=\(address)">\
        <title>PhotoList</title><a href="\(address)">Open PhotoList</a>

        """
        // Created exclusively with mode 0600: no other user reads it, and no file already there is used.
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw LaunchPageError(message: "cannot write the page --open opens in \(folder): \(String(cString: strerror(errno)))")
        }
        do {
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).write(contentsOf: Data(html.utf8))
        } catch {
            throw LaunchPageError(message: "cannot write the page --open opens in \(folder): \(error.localizedDescription)")
        }
        return LaunchPage(file: file)
    }

    /// Removes the page (when the server stops; the browser has long read it).
    public func remove() {
        try? FileManager.default.removeItem(at: file)
    }
}

/// Why the launch page could not be written.
public struct LaunchPageError: Error, Equatable {
    /// What went wrong, in one line.
    public let message: String
}
