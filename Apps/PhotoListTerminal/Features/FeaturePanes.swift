import Domain
import Presentation

/// A feature's pane as the registry lists it: its title, and how to build it from the features' view models
/// and the browser's context (which the pane draws and reports through).
struct FeaturePaneEntry: Sendable {
    /// The pane's title, also its line in the browser's help.
    let title: String
    /// Builds the pane.
    let make: @MainActor @Sendable (any FeatureViewModels, BrowserContext) -> any BrowserPane
}

/// The panes of the features added with `Scripts/new-feature`, listed in one place so the scaffolder wires
/// a pane by adding a line here. The browser opens pane N with key N (``KeyMap`` names them in its help).
enum FeaturePanes {
    /// Panes the browser opens with the keys 1 to 9, in this order.
    static let all: [FeaturePaneEntry] = [
        FeaturePaneEntry(title: "Topics") { viewModels, context in
            ItemListPane(viewModel: viewModels.makeTopicsViewModel(), title: "Topics", context: context, line: PhotoFormatting.line(of:)) { ($0.photosFeed, $0.photosTitle) }
        },
        FeaturePaneEntry(title: "Collections") { viewModels, context in
            ItemListPane(viewModel: viewModels.makeCollectionsViewModel(), title: "Collections", context: context, line: PhotoFormatting.line(of:)) { ($0.photosFeed, $0.photosTitle) }
        },
        FeaturePaneEntry(title: "Random") { _, context in
            CatalogPane(viewModel: context.screens.random(), title: "Random", context: context, noun: "the pick")
        },
        // new-feature: panes (Scripts/new-feature adds a line above this one)
    ]
}
