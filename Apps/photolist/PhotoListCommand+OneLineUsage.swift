extension PhotoListCommand {
    /// `message`, a usage error as worded so far (its first line says what is wrong; ArgumentParser's help,
    /// usage and "See 'photolist list --help' for more information." lines may follow), as the one line
    /// every failure is: the first, then where the help is ("; see 'photolist list --help'"). The usage
    /// itself is the help's to show: a line of 250 characters after the error hid it.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        var first = String(lines.first ?? "")
        guard let help = lines.lazy.compactMap({ $0.firstMatch(of: /^\s*See '([^']*)' for more information\.$/)?.1 }).last else {
            return first
        }
        if first.hasSuffix(".") { first.removeLast() }
        return first + "; see '\(help)'"
    }
}
