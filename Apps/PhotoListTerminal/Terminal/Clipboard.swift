import Foundation

/// The terminal's clipboard, reached with OSC 52 (`ESC ] 52 ; c ; base64 BEL`): xterm, kitty, iTerm2,
/// WezTerm and tmux (with `set-clipboard`) put the text on the system clipboard, also over ssh.
enum Clipboard {
    /// The most bytes sent: terminals cap OSC 52 (xterm at 100,000 base64 bytes); an id and a link are far
    /// below it.
    static let maximumBytes = 8_192

    /// The sequence that copies `text`; `nil` when it is longer than ``maximumBytes``. Base64 carries any
    /// text inertly: nothing in it can end the sequence early.
    static func sequence(copying text: String) -> String? {
        let bytes = Data(text.utf8)
        guard bytes.count <= maximumBytes else { return nil }
        return "\u{1B}]52;c;" + bytes.base64EncodedString() + "\u{07}"
    }
}
