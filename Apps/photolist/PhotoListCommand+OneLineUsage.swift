extension PhotoListCommand {
    /// `message`, a usage error as worded so far (it says what is wrong; ArgumentParser's "Help:", "Usage:"
    /// and "See 'photolist list --help' for more information." lines may follow), as the one line every
    /// failure is: what is wrong, then where the help is ("; see 'photolist list --help'"). The usage itself
    /// is the help's to show: a line of 250 characters after the error hid it. A value quoted with a line
    /// break in it split what is wrong over lines: they are joined with `\n` written out, as a control
    /// character in any other quoted value is shown.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let seeHelp = /^\s*See '([^']*)' for more information\.$/
        let isHelp = { (line: Substring) in line.hasPrefix("Help: ") || line.hasPrefix("Usage: ") || line.contains(seeHelp) }
        var problem = lines.prefix { !isHelp($0) }.joined(separator: "\\n")
        // ArgumentParser's suggestion ("unknown option '--jsn'. Did you mean '--json'?") in the words of
        // photolist's own ("'serach' is not a photolist command (did you mean 'search'?)").
        problem.replace(/\. Did you mean ('[^']*')\?$/) { " (did you mean \($0.1)?)" }
        guard let help = lines.lazy.compactMap({ $0.firstMatch(of: seeHelp)?.1 }).last else {
            return problem
        }
        if problem.hasSuffix(".") { problem.removeLast() }
        return problem + "; see '\(help)'"
    }
}
