/// How many colours the terminal shows, which decides how pictures are drawn.
public enum ColorMode: Equatable, Sendable {
    /// No colour at all: `NO_COLOR`, `--no-color`, `TERM=dumb`, or not a terminal. Pictures become text.
    case none
    /// The 16 basic colours (`TERM=linux`, the Linux console).
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
        if term == "linux" { return .ansi16 }
        return .ansi256
    }
}
