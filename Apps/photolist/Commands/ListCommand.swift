import ArgumentParser
import Domain
import Foundation
import PhotoListTerminal
import Presentation

/// `photolist list`: prints one page of the catalog as a table or JSON.
struct ListCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one page of photos.",
        discussion: "JSON output (--json) is an object with page, total (how many photos the source lists in all, when it says; else null), hasNextPage, cutShort (no next page because this one added no new photo although the source said more follow), sponsoredLeftOut (how many sponsored photos --no-sponsored left out of this answer), rateLimit, cachedAt (when the page came from the offline copy; else null), outage (why the offline copy stood in: {kind, httpStatus, resetsAt}, kind being unreachable, sourceFailed with its httpStatus, or rateLimited with resetsAt when known; else null) and photos (each with id, width, height, author {name, username}, description, altDescription, sponsorship, plus, likes, color and blurHash)."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var pictures: PictureOptions
    @OptionGroup var paging: PagingOptions

    @Option(help: ArgumentHelp("The order of the listing.", valueName: "latest|oldest|popular"))
    var order: PhotoOrder = .latest

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() async throws {
        try await Self.printFirstPage(global: global, pictures: pictures, request: try paging.request(), order: order, json: json)
    }

    /// Prints one page as a table (or JSON): `list`, and `photolist` without a terminal. When `--images`
    /// asks for pictures and standard output is a terminal, each row follows its photo's picture, printed
    /// as they come.
    static func printFirstPage(global: GlobalOptions, pictures: PictureOptions, request: PageRequest, order: PhotoOrder = .latest, json: Bool = false) async throws {
        let graphics = try pictures.printedPictureGraphics(wanted: pictures.asksForPictures && !json)
        let failures: [(Photo, DomainError)] = try await CompositionRoot.with(global, order: order) { root in
            let asked = "page \(request.page) of \(ListingName.of(.photos(order: order), perPage: request.perPage))"
            let state = try await CommandFailure.reporting(listing: "photo list", asked: asked, baseURL: global.parsedBaseURL) { () async throws(ScreenFailure) in
                try await ListScreen.loadPage(of: root.screens.makePhotoListViewModel(firstPage: request))
            }
            guard !json else {
                try StandardOutput.writeLine(PhotoListJSONView.render(state))
                return []
            }
            return try await printTable(PhotoListTableView.render(state, width: Terminal.columns()), of: state, graphics: graphics, root: root)
        }
        guard !failures.isEmpty else { return }
        throw picturesFailure(failures)
    }

    /// Prints a page's table, each row after its photo's picture when `graphics` says how to draw them;
    /// the pictures that failed.
    static func printTable(_ table: String, of state: PhotoListState, graphics: TerminalGraphics?, root: CompositionRoot) async throws -> [(Photo, DomainError)] {
        guard let graphics, !state.items.isEmpty else {
            try StandardOutput.writeLine(table)
            return []
        }
        return try await printWithPictures(state.items.map(\.photo), table: table, graphics: graphics, load: root.screens.makeLoadPhotoImageUseCase())
    }

    /// The table's header, then each row under its picture (its BlurHash where the picture failed), then
    /// the footer; the pictures that failed.
    private static func printWithPictures(_ photos: [Photo], table: String, graphics: TerminalGraphics, load: any LoadPhotoImageUseCase) async throws -> [(Photo, DomainError)] {
        let inline = InlinePictures(encoder: PictureEncoder(graphics: graphics), load: load)
        let lines = table.components(separatedBy: "\n")
        let (columns, maximumRows) = (16, 6)
        var failures: [(Photo, DomainError)] = []
        try StandardOutput.writeLine(lines[0])
        try await inline.renderInOrder(photos, columns: columns, maximumRows: maximumRows) { index, result in
            let picture: String
            switch result {
            case .success(let drawn): picture = drawn
            case .failure(let error):
                failures.append((photos[index], error))
                picture = inline.placeholder(photos[index], columns: columns, maximumRows: maximumRows)
            }
            try StandardOutput.writeLine(picture + (index + 1 < lines.count ? lines[index + 1] : ""))
        }
        try StandardOutput.writeLine(lines.dropFirst(photos.count + 1).joined(separator: "\n"))
        return failures
    }

    /// One line naming the pictures that could not be shown and why (three at most, then a count), with
    /// the first failure's exit status.
    static func picturesFailure(_ failures: [(Photo, DomainError)]) -> CommandFailure {
        let displays = failures.prefix(3).map { photo, error in (photo, ErrorDisplay(pictureError: error, of: photo)) }
        let named = displays.map { photo, display in
            "\(TerminalText.sanitizedLine(photo.id.rawValue)) (\(display.message.trimmingCharacters(in: CharacterSet(charactersIn: "."))))"
        }
        let more = failures.count > 3 ? ", and \(failures.count - 3) more" : ""
        let status = ExitStatus(for: displays[0].1.error)
        let count = PhotoFormatting.counted(failures.count, "picture")
        return CommandFailure(message: "\(count) could not be shown: " + named.joined(separator: ", ") + more, status: status)
    }
}
