import ArgumentParser
import PhotoListTerminal

/// The commands of the features added with `Scripts/new-feature`, listed in one place so the scaffolder
/// wires a command by adding a line here. `photolist --help` lists them after the built-in ones. Their
/// browser panes are listed in the terminal views' `FeaturePanes`, which ask this app's composition root
/// for their view models (below).
enum FeatureRegistry {
    /// Subcommands of `photolist`, after the built-in ones.
    static let commands: [any ParsableCommand.Type] = [
        TopicsCommand.self,
        CollectionsCommand.self,
        UserCommand.self,
        RandomCommand.self,
        // new-feature: commands (Scripts/new-feature adds a line above this one)
    ]
}

/// The root makes each feature's view model (`CompositionRoot+<Feature>.swift`) for the browser's panes.
extension CompositionRoot: FeatureViewModels {}
