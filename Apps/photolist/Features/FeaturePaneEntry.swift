/// A feature's pane as the registry lists it: its title, and how to build it from the composition root
/// (which builds the view model) and the browser's context (which the pane draws and reports through).
struct FeaturePaneEntry: Sendable {
    /// The pane's title, also its line in the browser's help.
    let title: String
    /// Builds the pane.
    let make: @MainActor @Sendable (CompositionRoot, BrowserContext) -> any BrowserPane
}
