import ArgumentParser
import Domain
import Foundation
import Presentation

/// `photolist download ID`: saves one photo's file, telling the source of the download first.
struct DownloadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Save a photo's file (the source is told of the download, as Unsplash requires).",
        discussion: """
        Saves ID.jpg into the downloads folder ($XDG_DOWNLOAD_DIR, else ~/Downloads when it exists, else \
        the current directory), or where -o says: an existing folder, or a file name. The file appears \
        only once complete; a failed download leaves nothing behind. Shows a progress bar on standard \
        error when it is a terminal, and prints the saved path (or JSON with --json) on standard output.
        """
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The photo's id, as list and search print it.")
    var id: String

    @Option(help: ArgumentHelp("Which rendition to save.", valueName: "small|regular|full"))
    var size: PhotoSize = .full

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("A folder to save into, or the file to write.", valueName: "path"))
    var output: String?

    @Flag(help: "Print JSON ({id, path, bytes}) instead of the path.")
    var json = false

    func validate() throws {
        guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
            throw ValidationError("the photo id must be non-empty and contain no spaces (got '\(id)')")
        }
        guard !global.offline else {
            throw ValidationError("download fetches from the source; it cannot run with --offline")
        }
    }

    func run() async throws {
        let bar = ByteProgressBar(label: "download \(TerminalText.sanitizedLine(id))")
        defer { bar.finish() }
        let saved = try await CompositionRoot.with(global) { root in
            let display = try await DetailScreen.load(root.makePhotoDetailViewModel(id: PhotoID(rawValue: id)))
            let viewModel = await MainActor.run {
                root.makePhotoDownloadViewModel(size: size, destination: destination(default: root.locations.downloadsFolder))
            }
            return try await DownloadScreen.run(viewModel, photo: display.detail.photo) { bar.update($0) }
        }
        bar.finish()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: saved)[.size] as? Int) ?? nil
        try StandardOutput.writeLine(json ? JSONOutput.encode(DownloadJSON(id: id, path: saved, bytes: bytes)) : saved)
    }

    /// `-o` as a destination: an existing folder, else a file path (relative to the current directory).
    private func destination(default folder: URL) -> PhotoDownloadViewModel.Destination {
        guard let output else { return .folder(folder) }
        var isFolder: ObjCBool = false
        let url = URL(fileURLWithPath: output)
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return .folder(url)
        }
        return .file(url)
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
