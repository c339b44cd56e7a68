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

    /// The line the text adds when the links point at the embedded demo server, which ends with the command.
    static let shortLivedLinksNote = "These links work only while this command runs; for lasting ones, run photolist serve and pass its URL with --base-url."

    func run() async throws {
        let (display, linksEndWithRun) = try await CompositionRoot.with(global) { root in
            (try await DetailScreen.load(root.makePhotoDetailViewModel(id: id)), root.runsEmbeddedDemoServer)
        }
        guard !json else {
            return try StandardOutput.writeLine(PhotoDetailJSONView.render(display))
        }
        let text = PhotoDetailTextView.render(display, width: Terminal.columns())
        try StandardOutput.writeLine(linksEndWithRun ? text + "\n" + Self.shortLivedLinksNote : text)
    }
}
