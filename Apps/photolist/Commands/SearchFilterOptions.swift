import ArgumentParser
import Domain

/// `--orientation` and `--color`: a search's filters, the same options for `search` and for `sync --query`,
/// since the offline copy keeps a search for its query and filters and reads it back only with the same ones.
struct SearchFilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only photos of this shape.", valueName: "landscape|portrait|squarish"))
    var orientation: Orientation?

    @Option(help: ArgumentHelp(
        "Only photos dominated by this colour.",
        valueName: ColorFilter.allCases.map(\.rawValue).joined(separator: "|")
    ))
    var color: ColorFilter?

    /// Whether any filter was given.
    var isEmpty: Bool {
        orientation == nil && color == nil
    }

    /// The filters as they were typed, to name a search by: "--orientation landscape --color blue".
    var typed: String {
        ListingName.filters(orientation: orientation, color: color) ?? ""
    }

    /// The search for `text` with these filters, by the Domain's rule; a refusal is a usage error.
    func query(_ text: String) throws(ValidationError) -> SearchQuery {
        try validating { () throws(DomainError) in try SearchQuery(text, orientation: orientation, color: color) }
    }
}
