/// Decides how photos are drawn: the user's ``ImagesChoice`` when explicit, else what the environment
/// names, else what the terminal answers to a kitty graphics query and DA1. No colour means no pictures.
enum GraphicsDetector {
    /// The id of the kitty query image (the terminal neither stores nor shows it: `a=q`).
    static let queryID: UInt32 = 31
    /// Kitty's recommended support query: a 1×1 RGB image to load and report on.
    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// The primary device attributes request; every terminal answers it, after any kitty reply.
    static let deviceAttributesQuery = "\u{1B}[c"
    /// How long a silent terminal is waited for.
    static let timeout: Duration = .milliseconds(150)

    /// The protocol for `choice` in this environment; `terminal` is asked only when `choice` is
    /// ``ImagesChoice/auto`` and the environment does not say (no terminal to ask: half blocks).
    static func detect(
        _ choice: ImagesChoice,
        environment: [String: String],
        colorMode: ColorMode,
        terminal: (any TerminalQuerying)?
    ) -> GraphicsProtocol {
        guard colorMode != .none else { return .none }
        let insideTmux = isInsideTmux(environment)
        if let explicit = explicit(choice, insideTmux: insideTmux) { return explicit }
        if !insideTmux, let named = fromEnvironment(environment) { return named }
        guard let terminal else { return .halfBlocks }
        return query(terminal, insideTmux: insideTmux)
    }

    /// Whether the program runs inside tmux (which passes graphics on only when wrapped).
    static func isInsideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// What an explicit choice means here; `nil` for ``ImagesChoice/auto``. Kitty inside tmux can only
    /// work through Unicode placeholders.
    static func explicit(_ choice: ImagesChoice, insideTmux: Bool) -> GraphicsProtocol? {
        switch choice {
        case .auto: nil
        case .kitty: .kitty(placeholders: insideTmux)
        case .iterm: .iterm
        case .sixel: .sixel
        case .blocks: .halfBlocks
        case .quarters: .quarterBlocks
        case .none: GraphicsProtocol.none
        }
    }

    /// The protocol the environment names outside tmux, or `nil` when it names none. Inside tmux these
    /// variables describe the terminal that started the tmux server, not necessarily the one attached now,
    /// so there only the query counts.
    static func fromEnvironment(_ environment: [String: String]) -> GraphicsProtocol? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || term == "xterm-ghostty" || program == "ghostty" {
            return .kitty(placeholders: false)
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" {
            return .iterm
        }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") {
            return .sixel
        }
        return nil
    }

    /// Asks the terminal. Outside tmux: the kitty query then DA1, read until the DA1 reply; a kitty `OK`
    /// before it means kitty, a DA1 listing 4 (sixel) means sixel, anything else half blocks. Inside tmux
    /// the kitty query goes through passthrough and only its reply ends the wait (tmux answers DA1 itself,
    /// sooner than the outer terminal's reply could come back); without it, half blocks.
    static func query(_ terminal: any TerminalQuerying, insideTmux: Bool) -> GraphicsProtocol {
        if insideTmux {
            terminal.write(Array(TmuxPassthrough.wrap(kittyQuery).utf8))
            let replies = TerminalReplies(parsing: terminal.read(until: { kittyAnswered(TerminalReplies(parsing: $0)) }, timeout: timeout))
            return kittyAnswered(replies) ? .kitty(placeholders: true) : .halfBlocks
        }
        terminal.write(Array((kittyQuery + deviceAttributesQuery).utf8))
        let bytes = terminal.read(until: { TerminalReplies(parsing: $0).deviceAttributes != nil }, timeout: timeout)
        return verdict(TerminalReplies(parsing: bytes))
    }

    /// The protocol the replies to the kitty query and DA1 point to (outside tmux).
    static func verdict(_ replies: TerminalReplies) -> GraphicsProtocol {
        if kittyAnswered(replies) { return .kitty(placeholders: false) }
        // The first DA1 parameter is the terminal's class (62, 64, …); the features follow it.
        if replies.deviceAttributes?.dropFirst().contains(4) == true { return .sixel }
        return .halfBlocks
    }

    /// Whether the replies hold kitty's `OK` for the query image.
    private static func kittyAnswered(_ replies: TerminalReplies) -> Bool {
        replies.kitty.contains { $0.id == queryID && $0.message == "OK" }
    }
}
