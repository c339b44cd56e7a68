/// A command with its own option for what another command's option means (`random --per-page` is
/// `random --count`), so a refused option names that option rather than the commands that take the one
/// typed.
protocol OptionSynonyms {
    /// Each option other commands take, keyed by its name, to this command's option that means it.
    static var synonyms: [String: String] { get }
}
