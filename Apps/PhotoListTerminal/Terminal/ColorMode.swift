/// How many colours the terminal shows, which decides how pictures are drawn.
public enum ColorMode: Equatable, Sendable {
    /// No colour at all: `NO_COLOR`, `--no-color`, `TERM=dumb`, a terminal type without colours (`vt100`),
    /// or not a terminal. Pictures become text.
    case none
    /// The 16 basic colours (`TERM=linux`, the Linux console; any type whose terminfo entry gives 8 or 16).
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor

    /// The mode for this environment (see no-color.org and the `COLORTERM` convention).
    public static func detect(environment: [String: String], allowsColor: Bool, isTerminal: Bool) -> ColorMode {
        guard allowsColor, isTerminal else { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        // The terminal type's own entry says how many (`tput colors`); without one, most emulators show 256.
        guard let colors = TerminfoColors.colors(term: term, environment: environment) else { return .ansi256 }
        if colors >= 256 { return .ansi256 }
        if colors == 0 { return .none }
        // Plain xterm, screen and tmux (and a few emulators' own names) are what many terminals and
        // multiplexers that show 256 colours still call themselves (a container's terminal is `xterm`):
        // only other 8- and 16-colour types get 16.
        return Self.understatedTypes.contains(term) ? .ansi256 : .ansi16
    }

    /// Terminal types whose terminfo entries say 8 colours although the programs using them show 256.
    private static let understatedTypes: Set<String> = ["xterm", "xterm-color", "screen", "tmux", "putty", "konsole"]
}
