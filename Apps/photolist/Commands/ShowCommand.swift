import ArgumentParser
import Domain
import PhotoListTerminal
import Presentation

/// `photolist show ID`: prints everything known about one photo.
struct ShowCommand: AsyncParsableCommand, GlobalOptionsCommand, PhotoIDCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one photo's details: camera, place, tags, links.",
        discussion: "JSON output (--json) is one object: id, width, height, description, altDescription, sponsorship, plus, likes, views, downloads, color, blurHash, createdAt, attribution, author, urls, exif, location, tags, topics, offlineCopy (true when a kept copy stood in: exif, location, tags and topics are then null, unknown rather than none), keptCopy (which: offline, or favorite for a favourite the offline copy lacks; null for the source's answer) and outage (as list's). Every key is always there; absent values are null. The README (Using photolist) lists the keys of author, urls, exif and location."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var pictures: PictureOptions

    @Argument(help: PhotoIDArgument.help)
    var id: PhotoID

    @Flag(help: "Print JSON instead of text.")
    var json = false

    @Flag(help: "Print the photo's picture above its details when standard output is a terminal (drawn as --images says).")
    var image = false

    func validate() throws {
        try checkPhotoID()
    }

    /// The line the text adds when the links point at the embedded demo server, which stops before the text
    /// is printed: no link in it answers by the time anyone reads it.
    static let shortLivedLinksNote = "These links were the built-in demo server's, which stopped as this command ended; for lasting ones, run photolist serve and pass its URL with --base-url."
    /// The note under the embedded demo's links read from the offline copy.
    static let endedLinksNote = "These links were the demo server's of the run that stored them and no longer work; for lasting ones, run photolist serve and pass its URL with --base-url."

    /// The details as printed, with a note on the links when they point at an embedded demo server,
    /// wrapped at spaces to the terminal's width as the details are.
    private static func text(_ display: PhotoDetailDisplay, root: CompositionRoot) -> String {
        let width = Terminal.columns()
        let text = PhotoDetailTextView.render(display, width: width)
        let note = root.runsEmbeddedDemoServer ? shortLivedLinksNote : root.readsEndedDemoServersLinks ? endedLinksNote : nil
        return note.map { ([text] + TerminalText.wrapped($0, to: width, keepingLongWords: true)).joined(separator: "\n") } ?? text
    }

    func run() async throws {
        let graphics = try pictures.printedPictureGraphics(wanted: image && !json)
        let (display, text, picture) = try await CompositionRoot.with(global) { root in
            let display: PhotoDetailDisplay
            do throws(ScreenFailure) {
                display = try await DetailScreen.load(root.screens.makePhotoDetailViewModel(id: id, keptFavorites: root.favoritesOpenedOnUse))
            } catch .failed(let failure) where failure.error == .notFound {
                throw CommandFailure.notFound("photo", id.rawValue)
            } catch .failed(let failure) where failure.error == .notCached {
                throw CommandFailure.notCached(photo: id)
            } catch {
                throw CommandFailure(error)
            }
            let text = Self.text(display, root: root)
            var picture: Result<String, DomainError> = .success("")
            if let graphics {
                let pictures = InlinePictures(encoder: PictureEncoder(graphics: graphics), load: root.screens.makeLoadPhotoImageUseCase())
                // The picture gets the screen less the text printed after it and the prompt's line, so all
                // of it, the text and the prompt stay in view.
                let textLines = TerminalText.screenLines(of: text, columns: Terminal.columns())
                let (columns, rows) = (max(1, Terminal.columns() - 1), max(1, Terminal.rows() - textLines - 1))
                do throws(DomainError) {
                    picture = .success(try await pictures.render(display.detail.photo, columns: columns, maximumRows: rows))
                } catch {
                    picture = .failure(error)
                }
            }
            return (display, text, picture)
        }
        guard !json else {
            return try StandardOutput.writeLine(PhotoDetailJSONView.render(display))
        }
        try StandardOutput.write((try? picture.get()) ?? "")
        try StandardOutput.writeLine(text)
        // The details are printed either way; a picture asked for and not shown is still a failure.
        if case .failure(let error) = picture {
            let failure = CommandFailure(ErrorDisplay(pictureError: error, of: display.detail.photo))
            throw CommandFailure(message: "the photo's picture could not be shown: " + PhotoFormatting.continuingSentence(failure.message), status: failure.status)
        }
    }
}
