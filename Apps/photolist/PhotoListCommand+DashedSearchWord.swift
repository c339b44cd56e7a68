extension PhotoListCommand {
    /// `message` with, when `search` refused a word beginning with one `-` as an unknown option
    /// (`search -forest`), how to search for it: after `--`, where every word is the query's. Any other
    /// message is returned as it is.
    static func dashedSearchWordMessage(_ arguments: [String], message: String) -> String {
        guard arguments.first == "search", !arguments.contains("--"),
              let word = message.firstMatch(of: /^photolist: unknown option '(-[^-'][^']*)'/)?.1 else { return message }
        var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] += "; a search word that begins with - goes after --, as in photolist search -- \(word)"
        return lines.joined(separator: "\n")
    }
}
