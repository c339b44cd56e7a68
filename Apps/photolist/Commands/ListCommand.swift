import ArgumentParser
import Domain
import Foundation
import Presentation

/// `photolist list`: prints one page of the catalog as a table or JSON.
struct ListCommand: AsyncParsableCommand, GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print one page of photos.",
        discussion: "JSON output (--json) is an object with page, hasNextPage, rateLimit and photos."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var paging: PagingOptions

    @Option(help: ArgumentHelp("The order of the listing.", valueName: "latest|oldest|popular"))
    var order: PhotoOrder = .latest

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() async throws {
        // `--images` on the command line asks for pictures (the settings file only says how to draw them).
        let wantsPictures = global.images.map { $0 != .none } ?? false
        try await Self.printFirstPage(global: global, request: try paging.request(), order: order, json: json, pictures: wantsPictures)
    }

    /// Prints one page as a table (or JSON): `list`, and `photolist` without a terminal. With `pictures`
    /// and a terminal on standard output, each row follows its photo's picture.
    static func printFirstPage(global: GlobalOptions, request: PageRequest, order: PhotoOrder = .latest, json: Bool = false, pictures: Bool = false) async throws {
        let graphics = pictures && !json && Terminal.isInteractiveOutput
            ? try InputQuerying.withTerminal { terminal in try global.terminalGraphics(terminal: terminal) }
            : nil
        let (state, drawn) = try await CompositionRoot.with(global, order: order) { root in
            let state = try await ListScreen.loadPage(of: root.makePhotoListViewModel(firstPage: request))
            guard let graphics else { return (state, [Result<String, DomainError>]()) }
            let inline = InlinePictures(encoder: PictureEncoder(graphics: graphics), load: root.makeLoadPhotoImageUseCase())
            return (state, await inline.renderAll(state.items.map(\.photo), columns: 16, maximumRows: 6))
        }
        guard !json else { return try StandardOutput.writeLine(PhotoListJSONView.render(state)) }
        let table = PhotoListTableView.render(state, width: Terminal.columns())
        guard !drawn.isEmpty else { return try StandardOutput.writeLine(table) }
        // The header, then each photo's picture above its row, then the footer.
        var lines = table.components(separatedBy: "\n")
        for (index, picture) in drawn.enumerated().reversed() where index + 1 < lines.count {
            lines[index + 1] = ((try? picture.get()) ?? "") + lines[index + 1]
        }
        try StandardOutput.writeLine(lines.joined(separator: "\n"))
        let failures = drawn.compactMap { if case .failure(let error) = $0 { error } else { nil } }
        if let first = failures.first {
            let failure = CommandFailure(ErrorDisplay(first))
            throw CommandFailure(message: "\(failures.count) of \(drawn.count) pictures could not be shown: " + failure.message, status: failure.status)
        }
    }
}
