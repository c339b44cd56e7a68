import ArgumentParser

/// The features added with `Scripts/new-feature`: their commands and their browser panes, listed in one
/// place so the scaffolder wires a feature by adding a line here and edits no other existing file.
/// `photolist --help` lists the commands after the built-in ones; the browser opens pane N with key N.
enum FeatureRegistry {
    /// Subcommands of `photolist`, after the built-in ones.
    static let commands: [any ParsableCommand.Type] = [
        // new-feature: commands (Scripts/new-feature adds a line above this one)
    ]

    /// Panes the browser opens with the keys 1 to 9, in this order.
    static let panes: [FeaturePaneEntry] = [
        // new-feature: panes (Scripts/new-feature adds a line above this one)
    ]
}
