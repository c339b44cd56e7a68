import ArgumentParser
import Foundation
import PhotoListTerminal

/// Options of the commands that draw pictures on the terminal (the browser, list, search and show): how
/// they are drawn, and whether colour is allowed at all. The web view and the commands that print only
/// text do not take them, so their help does not offer what would change nothing.
struct PictureOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "Print no colours or pictures (as does a NO_COLOR environment variable).")
    var noColor = false

    @Option(help: ArgumentHelp(ImagesChoice.help + " Default: the settings file's images, else auto; --images with no value draws pictures that default way.", valueName: "auto|kitty|iterm|sixel|blocks|quarters|none"))
    var images: ImagesValue?

    /// Whether `--images` on the command line asks for pictures in printed output (the settings file only
    /// says how to draw them when they are asked for).
    var asksForPictures: Bool {
        images.map { $0 != .choice(.none) } ?? false
    }

    /// Whether the user allows colour: not with `--no-color` or a non-empty `NO_COLOR` (what the terminal
    /// can show is ``ColorMode/detect(environment:allowsColor:isTerminal:)``'s business).
    func allowsColor(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        !noColor && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// How photos are drawn: `--images`, else the settings file's `images`, else auto.
    /// - Throws: a usage ``CommandFailure`` for an invalid settings file.
    func imagesChoice(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) -> ImagesChoice {
        if case .choice(let choice)? = images { return choice }
        return try ConfigurationFile.load(environment: environment).images ?? .auto
    }

    /// What the terminal on standard output can show for `choice` (read from the options and settings
    /// when not given); `terminal` answers queries when it is in raw mode (the browser), else only the
    /// environment counts.
    func terminalGraphics(
        _ choice: ImagesChoice? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: (any TerminalQuerying)?
    ) throws(CommandFailure) -> TerminalGraphics {
        let colorMode = ColorMode.detect(environment: environment, allowsColor: allowsColor(environment: environment), isTerminal: Terminal.isInteractiveOutput)
        let resolved = if let choice { choice } else { try imagesChoice(environment: environment) }
        return TerminalGraphics.detect(resolved, environment: environment, colorMode: colorMode, terminal: terminal)
    }

    /// What a printing command draws its pictures with when it was asked to (`wanted`): `nil` without a
    /// terminal on standard output (piped output gets text only) or when the settings file's `images`, which a
    /// bare `--images` takes, is `none`; else the terminal's answer, asked with input briefly out of line mode.
    func printedPictureGraphics(wanted: Bool) throws -> TerminalGraphics? {
        guard wanted, Terminal.isInteractiveOutput else { return nil }
        let choice = try imagesChoice()
        guard choice != .none else { return nil }
        return try InputQuerying.withTerminal { terminal in try terminalGraphics(choice, terminal: terminal) }
    }
}
