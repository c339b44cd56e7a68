import ArgumentParser
import Domain
import Foundation
import PhotoListTerminal
import Presentation
import Synchronization

/// `photolist download ID`: saves one photo's file, telling the source of the download first.
struct DownloadCommand: AsyncParsableCommand, GlobalOptionsCommand, PhotoIDCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Save a photo's file (the source is told of the download, as Unsplash requires).",
        discussion: """
        Saves ID.jpg (ID.png, .gif, .webp, .avif, .heic or .heif when the file is one; ID.small.jpg or ID.regular.jpg for those \
        sizes) into the downloads folder ($XDG_DOWNLOAD_DIR, else ~/Downloads when it exists, else \
        the current directory), or where -o says: an existing folder (a path ending in / names a folder, which must exist), a file \
        name, or - for standard output (not a terminal: redirect it). An id with any character but the ASCII letters, digits, - and _ \
        is saved as those characters (any other becomes _) followed by a hash of the id, so two photos never share a file. The file \
        appears only once complete and checked to be an image; a failed or interrupted download (Ctrl-C, \
        SIGTERM, SIGHUP) leaves nothing behind. An existing file is never replaced unless --force says so, \
        and only regular files are written. --timeout bounds the wait for a first answer and any stall (less \
        than 1 KB/s for that long), not the whole file; a download that stalls, breaks off or meets a \
        server error is fetched again from the start, 3 attempts in all. Shows a progress bar on standard error when it is a \
        terminal, and prints the saved path on standard output, cleaned of control characters (--json gives JSON with the \
        exact path).
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: PhotoIDArgument.help)
    var id: PhotoID

    @Option(help: ArgumentHelp("Which rendition to save.", valueName: "small|regular|full"))
    var size: PhotoSize = .full

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("A folder to save into, the file to write, or - for standard output.", valueName: "path"))
    var output: String?

    @Flag(help: "Replace a regular file already at the destination.")
    var force = false

    @Flag(help: "Print JSON ({id, path, bytes}) instead of the path.")
    var json = false

    func validate() throws {
        try checkPhotoID()
        guard !global.offline else {
            throw ValidationError("download fetches from the source; it cannot run with --offline")
        }
        // An empty path would otherwise name the current directory without saying so.
        guard output?.isEmpty != true else {
            throw ValidationError("-o needs a path: a folder, a file name, or - for standard output")
        }
        guard !(json && output == "-") else {
            throw ValidationError("--json prints the saved path; with -o - the file itself goes to standard output")
        }
        // A JPEG's bytes on a terminal are garbage at best and escape sequences at worst.
        guard !(output == "-" && Terminal.isInteractiveOutput) else {
            throw ValidationError("-o - writes the photo's bytes to standard output, which is a terminal; redirect it to a file or a program (-o - > photo.jpg)")
        }
    }

    func run() async throws {
        let shownID = TerminalText.truncated(TerminalText.sanitizedLine(id.rawValue), to: 40)
        let bar = ByteProgressBar(label: "download \(shownID)", write: StandardError.write)
        defer { bar.finish() }
        let received = Mutex<Int64>(0)
        let staging = output == "-" ? try StagingFolder() : nil
        defer { staging?.remove() }
        let (global, id, size, force) = (self.global, self.id, self.size, self.force)
        let destination = self.destination
        let outputNamed = output != nil
        let saved = try await SignalCancellation.run("download", summary: { "nothing was saved" }) {
            try await CompositionRoot.with(global) { root in
                let photo = try await CommandFailure.reporting(photo: id) { () async throws(DomainError) in
                    try await root.screens.makeFetchPhotoDetailUseCase().execute(id).photo
                }
                let useCase = root.screens.makeDownloadUseCase(replacingExisting: force)
                let report = { @Sendable (report: DownloadProgress) in
                    received.withLock { $0 = report.receivedBytes }
                    bar.update(report)
                }
                return try await CommandFailure.reporting(outputNamed: outputNamed) { () async throws(DomainError) in
                    switch destination(staging?.url ?? root.locations.downloadsFolder) {
                    case .folder(let folder): try await useCase.execute(photo, size: size, into: folder, progress: report)
                    case .file(let file): try await useCase.execute(photo, size: size, to: file, progress: report)
                    }
                }
            }
        }
        bar.finish()
        if let staging {
            // Removed once open: the bytes stay readable through the descriptor, and a closed pipe, which
            // ends the process as it ends any Unix tool, leaves nothing in the temporary folder.
            try StandardOutput.copy(contentsOf: saved) { staging.remove() }
            return
        }
        let bytes = received.withLock { Int($0) }
        // The plain line is for a terminal, cleaned like every other line; --json carries the exact path.
        try StandardOutput.writeLine(
            json ? JSONOutput.encode(DownloadJSON(id: id.rawValue, path: saved.path, bytes: bytes)) : TerminalText.sanitizedLine(saved.path),
            afterDoing: "the photo was saved as \(TerminalText.sanitizedLine(saved.path))"
        )
    }

    /// `-o` as a destination: a folder (an existing one, or any path ending in `/`), where the file gets
    /// the name photolist gives it (the id's, with its format's extension); anything else is the file
    /// itself (relative to the current directory). Without `-o`, the default folder (or, for `-o -`, the
    /// private staging folder).
    private var destination: @Sendable (_ defaultFolder: URL) -> PhotoDownloadViewModel.Destination {
        let output = output == "-" ? nil : output
        return { defaultFolder in
            guard let output else { return .folder(defaultFolder) }
            var isFolder: ObjCBool = false
            let url = URL(fileURLWithPath: output)
            if output.hasSuffix("/") || FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue {
                return .folder(url)
            }
            return .file(url)
        }
    }
}

/// The `--json` output of `download`.
struct DownloadJSON: Encodable {
    /// The photo's id.
    let id: String
    /// The saved file's absolute path.
    let path: String
    /// The file's size.
    let bytes: Int?
}
