public import Domain
// All of Foundation, not FoundationEssentials: this file needs String.replacingOccurrences.
import Foundation

extension PhotoFormatting {
    /// "Landscape", "Portrait", "Square": a shape filter in words, as every screen shows it.
    public static func label(of orientation: Orientation) -> String {
        switch orientation {
        case .landscape: "Landscape"
        case .portrait: "Portrait"
        case .squarish: "Square"
        }
    }

    /// "Black and white", "Teal": a colour filter in words, as every screen shows it (never the API's
    /// `black_and_white`).
    public static func label(of color: ColorFilter) -> String {
        let words = color.rawValue.replacingOccurrences(of: "_", with: " ")
        return capitalizedFirst(words)
    }
}

extension SearchFilters {
    /// The filters set, in words ("Landscape", "Black and white"); empty when none is.
    public var labels: [String] {
        [orientation.map(PhotoFormatting.label(of:)), color.map(PhotoFormatting.label(of:))].compactMap { $0 }
    }
}
