import ArgumentParser
import Domain

/// `photolist show ID`: prints everything known about one photo.
struct ShowCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one photo's details: camera, place, tags, links.",
        discussion: "JSON output (--json) is one object; absent values are null."
    )

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The photo's id, as list and search print it.")
    var id: PhotoID

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard !id.rawValue.contains(where: \.isWhitespace) else {
            throw ValidationError("the photo id must contain no spaces (got '\(TerminalText.truncated(TerminalText.sanitizedLine(id.rawValue), to: 60))')")
        }
    }

    func run() async throws {
        let display = try await CompositionRoot.with(global) { root in
            try await DetailScreen.load(root.makePhotoDetailViewModel(id: id))
        }
        try StandardOutput.writeLine(json ? PhotoDetailJSONView.render(display) : PhotoDetailTextView.render(display, width: Terminal.columns()))
    }
}
