import ArgumentParser
import PhotoListTerminal

/// `--images`'s value: a way to draw pictures, or, for a bare `--images` (``ImagesArgument``), the way the
/// settings file's `images` names (else auto).
enum ImagesValue: Equatable, ExpressibleByArgument {
    /// The way named on the command line.
    case choice(ImagesChoice)
    /// The settings file's way, else auto.
    case fromSettings

    /// The value a bare `--images` is given before parsing.
    static let fromSettingsArgument = "settings"

    init?(argument: String) {
        if argument == Self.fromSettingsArgument {
            self = .fromSettings
        } else if let choice = ImagesChoice(rawValue: argument) {
            self = .choice(choice)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { ImagesChoice.allCases.map(\.rawValue) }
}
